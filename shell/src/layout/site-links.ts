import { hasInstitutes, hasNews } from '@archive/contracts/access';
import type { Locale } from '@archive/contracts/locales';
import { pickText } from '@archive/contracts/localised-text';
import { resolveMenuPath } from '@archive/contracts/menu-links';
import { buildUrl } from '@archive/contracts/routes';
import type { MenuItem, SiteOptions } from '@archive/ui';

/**
 * Links the header, footer and user bar share: the default footer menu (spec section 2), the jump
 * list of the user bar, and custom menu entries resolved through the contracts' safe link rules.
 */
export interface NavLink {
  key: string;
  href: string;
  label: string;
  external?: boolean;
}

type Section = 'about' | 'news' | 'paths' | 'institutes' | 'hierarchy';

/** Whether an optional section is switched on (home sections list, else the visibility map). */
export function sectionVisible(options: SiteOptions, section: Section): boolean {
  const sections = (options.home as { sections?: { type?: string; visible?: boolean }[] } | undefined)
    ?.sections;
  if (Array.isArray(sections)) {
    const entry = sections.find((s) => s.type === section);
    if (entry) return entry.visible !== false;
  }
  const flag = options.visibility?.[section as keyof NonNullable<SiteOptions['visibility']>];
  return flag !== false;
}

export const profileOf = (options: SiteOptions) =>
  typeof options.profile === 'number' ? options.profile : 6;

export const aboutUrl = (locale: Locale) => buildUrl('page', { slug: 'about' }, locale);

export function defaultFooterMenu(
  options: SiteOptions,
  locale: Locale,
  m: (id: string) => string,
): NavLink[] {
  const profile = profileOf(options);
  const hidden = new Set((options.customjs?.hideMenuFooter ?? []).map((s) => String(s).toLowerCase()));
  const links: (NavLink | false)[] = [
    { key: 'home', href: buildUrl('home', {}, locale), label: m('shell.home') },
    sectionVisible(options, 'about') && { key: 'about', href: aboutUrl(locale), label: m('shell.about') },
    { key: 'esplora', href: buildUrl('explore', {}, locale), label: m('shell.explore') },
    hasNews(profile) && { key: 'news', href: buildUrl('newsList', {}, locale), label: m('shell.news') },
    hasInstitutes(profile) && {
      key: 'istituti',
      href: buildUrl('institutesList', {}, locale),
      label: m('shell.institutes'),
    },
    { key: 'percorsi', href: buildUrl('pathsList', {}, locale), label: m('shell.paths') },
    { key: 'cookiepolicy', href: buildUrl('cookiepolicy', {}, locale), label: m('shell.cookiePolicy') },
    // The contact and access request page (issue 18: unreachable before on a default site).
    { key: 'contatti', href: buildUrl('contact', {}, locale), label: m('shell.contact') },
  ];
  return links.filter((l): l is NavLink => Boolean(l) && !hidden.has((l as NavLink).key));
}

export function customMenu(items: MenuItem[] | undefined, locale: Locale): NavLink[] {
  return (items ?? []).flatMap((item, index) => {
    const link = resolveMenuPath(item.path as Parameters<typeof resolveMenuPath>[0], locale);
    const label = pickText(item.label as Parameters<typeof pickText>[0], locale);
    return link && label ? [{ key: `custom-${index}`, href: link.href, label, external: link.external }] : [];
  });
}

/** The user bar's jump list: home, about, esplora, news, percorsi, minus the hidden ones. */
export function jumpLinks(options: SiteOptions, locale: Locale, m: (id: string) => string): NavLink[] {
  const profile = profileOf(options);
  const links: (NavLink | false)[] = [
    { key: 'home', href: buildUrl('home', {}, locale), label: m('shell.home') },
    sectionVisible(options, 'about') && { key: 'about', href: aboutUrl(locale), label: m('shell.about') },
    { key: 'esplora', href: buildUrl('explore', {}, locale), label: m('shell.explore') },
    hasNews(profile) &&
      sectionVisible(options, 'news') && {
        key: 'news',
        href: buildUrl('newsList', {}, locale),
        label: m('shell.news'),
      },
    sectionVisible(options, 'paths') && {
      key: 'percorsi',
      href: buildUrl('pathsList', {}, locale),
      label: m('shell.paths'),
    },
  ];
  return links.filter((l): l is NavLink => Boolean(l));
}
