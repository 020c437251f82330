import { canEdit, DEFAULT_PROFILE, hasInstitutes, hasNews } from '@archive/contracts/access';
import { homeSectionsOr } from '@archive/contracts/home-sections';
import type { Locale } from '@archive/contracts/locales';
import { type LocalisedText, pickText } from '@archive/contracts/localised-text';
import type { HomeSection } from '@archive/contracts/site-options';
import { type SiteOptions, useArchive } from '@archive/ui';
import { readHomeSection } from './lenient-read';

/**
 * What this remote reads from the shared store. The store holds the site options document as
 * loaded (no defaults applied), so every field is read defensively.
 */
export const useLocale = (): Locale => useArchive((s) => s.locale);

/** Site profile bitmask (2 news, 4 institutes); the schema default when unset. */
export const profileOf = (options: SiteOptions): number =>
  typeof options.profile === 'number' ? options.profile : DEFAULT_PROFILE;

export const newsEnabled = (options: SiteOptions) => hasNews(profileOf(options));
export const institutesEnabled = (options: SiteOptions) => hasInstitutes(profileOf(options));

export function useSiteFlags() {
  const options = useArchive((s) => s.siteOptions);
  return { news: newsEnabled(options), institutes: institutesEnabled(options) };
}

/** Managers and admins (level & 24), from the session user in the shared store. */
export const useIsEditor = (): boolean => useArchive((s) => canEdit(s.user?.level ?? s.level));

export const siteTitle = (options: SiteOptions, locale: Locale): string =>
  pickText(options.title as LocalisedText | undefined, locale);

/**
 * The home sections of the site options, in order: invalid entries (an older or hand-edited
 * document) are left out rather than breaking the page; no list at all gives the defaults, unless
 * the manager removed every section (`emptied`).
 * Checked without zod (lenient-read.ts), so visitors download none.
 */
export function homeSectionsOf(options: SiteOptions): HomeSection[] {
  const home = options.home as { sections?: unknown; emptied?: unknown } | undefined;
  // A home emptied on purpose stays empty (issue 25); one that never chose gets the defaults.
  if (!home || !Array.isArray(home.sections)) return homeSectionsOr(undefined, home?.emptied);
  const seen = new Set<string>();
  const out: HomeSection[] = [];
  for (const raw of home.sections) {
    const section = readHomeSection(raw);
    if (!section || seen.has(section.id)) continue;
    seen.add(section.id);
    out.push(section);
  }
  return out;
}
