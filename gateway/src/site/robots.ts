import type { Locale } from '@archive/contracts/locales';
import { localePrefix, ROUTES } from '@archive/contracts/routes';

/**
 * robots.txt: a public site lets crawlers in except the API and the pages with nothing to index
 * (settings and the style guide, login and password pages, in every enabled locale) and names the
 * sitemap index; a private site keeps every crawler out. The bundles under /remotes stay allowed:
 * search engines run them to render the pages.
 */
const HIDDEN = ROUTES.filter((r) => r.layout === 'login' || r.layout === 'user' || r.level !== undefined);

/** The static start of a path pattern: '/reset_password/:token?' -> '/reset_password'. */
const staticPrefix = (pattern: string) => pattern.split('/:')[0] || '/';

export function robotsTxt(input: {
  sitePublic: boolean;
  locales: readonly Locale[];
  /** Absolute origin for the Sitemap line; none when no link may be made for this request. */
  origin: string | undefined;
}): string {
  if (!input.sitePublic) return 'User-agent: *\nDisallow: /\n';
  const paths = new Set<string>(['/api/']);
  for (const locale of input.locales)
    for (const route of HIDDEN) paths.add(localePrefix(locale) + staticPrefix(route.paths[locale]));
  return [
    'User-agent: *',
    ...[...paths].map((p) => `Disallow: ${p}`),
    ...(input.origin ? ['', `Sitemap: ${input.origin}/sitemap.xml`] : []),
    '',
  ].join('\n');
}
