import type { Locale } from './locales';
import { kebabTitle, safeRecordLink } from './routes';

/**
 * The derived `link` of a catalogue record: the localised record page (routes.ts). Data from other
 * systems may carry ids the route table refuses (e.g. with a dash); such records still get a
 * usable path instead of an error.
 */
export function catalogueRecordPath(table: string, id: string, label: string, locale: Locale): string {
  const link = safeRecordLink(table, id, label, locale);
  if (link) return link;
  const title = kebabTitle(label);
  const prefix = locale === 'it' ? '' : `/${locale}`;
  return `${prefix}/${table}/${encodeURIComponent(id)}${title ? `-${encodeURIComponent(title)}` : ''}`;
}
