import { isLocale, type Locale } from '@archive/contracts/locales';
import { detectLocale, localePrefix } from '@archive/contracts/routes';

/**
 * Locale by domain (spec section 1: detection from path, cookie, browser or domain). LOCALE_DOMAINS
 * maps host names to locales, e.g. 'archivio.example.fr=fr,archive.example.org=en'. It decides the
 * root redirect of the gateway and is handed to the shell in its HTML (a meta tag), so both read
 * the same map.
 *
 * Order at the site root: the language cookie (the visitor's own choice) first, then the domain (the
 * address the visitor typed is a stronger signal than the browser's list), then, only when
 * ROOT_LOCALE_REDIRECT is on, the browser languages. Italian needs no redirect.
 */
export type LocaleDomains = Record<string, Locale>;

const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** Parses 'host=locale,host=locale'; throws a readable error for a bad entry. */
export function parseLocaleDomains(text: string): LocaleDomains {
  const map: LocaleDomains = {};
  for (const entry of text.split(',').map((e) => e.trim())) {
    if (!entry) continue;
    const [host = '', locale = '', ...rest] = entry.split('=').map((p) => p.trim().toLowerCase());
    if (rest.length || !HOST.test(host)) throw new Error(`"${entry}" is not host=locale`);
    if (!isLocale(locale)) throw new Error(`"${entry}": ${locale || '(empty)'} is not a locale`);
    map[host] = locale;
  }
  return map;
}

/** The map back in its configuration form (what the shell's meta tag carries). */
export const formatLocaleDomains = (map: LocaleDomains): string =>
  Object.entries(map)
    .map(([host, locale]) => `${host}=${locale}`)
    .join(',');

export interface RootLocaleInput {
  host?: string;
  cookie?: string;
  acceptLanguage?: string;
  domains: LocaleDomains;
  /** ROOT_LOCALE_REDIRECT: follow the browser languages too. */
  browser: boolean;
  enabled?: readonly Locale[];
}

/** The prefix the site root redirects to ('/en'), or undefined to stay on the Italian home. */
export function rootRedirectPrefix(input: RootLocaleInput): string | undefined {
  const { enabled } = input;
  const hasDomains = Object.keys(input.domains).length > 0;
  let decided = detectLocale({
    cookie: input.cookie,
    host: input.host,
    domainMap: hasDomains ? input.domains : undefined,
    enabled,
  });
  if (decided.source === 'default' && input.browser)
    decided = detectLocale({ acceptLanguage: input.acceptLanguage, enabled });
  // A cookie alone redirects only where redirects are wanted (a mapped domain or the option on).
  if (decided.source === 'cookie' && !input.browser && !mappedHost(input.host, input.domains))
    return undefined;
  return localePrefix(decided.locale) || undefined;
}

const mappedHost = (host: string | undefined, domains: LocaleDomains) =>
  Boolean(host && domains[host.toLowerCase().replace(/:\d+$/, '')]);

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The shell's index.html with the map as `<meta name="oa-locale-domains" content="...">`. */
export function withLocaleDomainsMeta(html: string, domains: LocaleDomains): string {
  const tag = `<meta name="oa-locale-domains" content="${escapeAttribute(formatLocaleDomains(domains))}">`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : `${tag}${html}`;
}
