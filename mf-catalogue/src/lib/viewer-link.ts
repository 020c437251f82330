import type { Locale } from '@archive/contracts/locales';
import { buildUrl } from '@archive/contracts/routes';

/**
 * The viewer at one page of a record, searching for `q` there (issue 23): result snippets and the
 * record page's transcription link here; the viewer opens that page and lists and highlights the
 * hits. `pagina` counts from 1, as printed page numbers do.
 */
export function viewerPageHref(table: string, id: string, locale: Locale, page: number, q?: string): string {
  return buildUrl('viewer', { id }, locale, {
    ...(table === 'ca_objects' ? {} : { tabella: table }),
    pagina: String(page),
    ...(q ? { q } : {}),
  });
}
