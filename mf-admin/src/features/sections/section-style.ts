import type { SettingsPage } from '@archive/contracts/routes';
import type { HomeSection, HomeSectionType } from '@archive/contracts/site-options';
import type { CSSProperties } from 'react';

const HEX = /^#[0-9a-f]{3,8}$/i;

/** Text colour and background (a colour or an image URL) of a section, as the visitor sees it. */
export function sectionStyle(section: Pick<HomeSection, 'color' | 'background'>): CSSProperties {
  const style: CSSProperties = {};
  if (section.color) style.color = section.color;
  if (section.background) {
    if (HEX.test(section.background)) style.backgroundColor = section.background;
    else {
      // JSON quoting keeps a URL with quotes or parentheses inside the url() token.
      style.backgroundImage = `url(${JSON.stringify(section.background)})`;
      style.backgroundSize = 'cover';
      style.backgroundPosition = 'center';
    }
  }
  return style;
}

export const isImageBackground = (background: string | undefined): boolean =>
  Boolean(background) && !HEX.test(background ?? '');

/** The settings page that manages what a section shows. */
export const MANAGE_PAGE: Record<HomeSectionType, SettingsPage> = {
  hero: 'general',
  about: 'contents',
  search: 'browse',
  hierarchy: 'browse',
  shuffle: 'browse',
  map: 'browse',
  timeline: 'browse',
  news: 'contents',
  paths: 'contents',
  institutes: 'contents',
  newsletter: 'newsletter',
  contact: 'contacts',
  text: 'contents',
};

/** The list with one section moved; the same list when the move goes nowhere. */
export function moveSection<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
