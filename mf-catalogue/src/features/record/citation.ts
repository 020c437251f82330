import type { CatalogueRecordView } from '@archive/contracts/catalogue';

/**
 * A Chicago-style citation of a record (notes and bibliography, an item in an online archive):
 *
 *   Creator. “Title.” Date. Site. URL (accessed 4 March 2025).
 *
 * Each part is left out when unknown. Pure: the page passes the URL and the accessed date from the
 * click that copies it, so nothing here reads the clock or the window while drawing.
 */
export interface CitationParts {
  creator?: string | undefined;
  title: string;
  date?: string | undefined;
  site?: string | undefined;
  url: string;
  /** "accessed 4 March 2025", already in the reader's language. */
  accessed: string;
}

const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

export function chicagoCitation(parts: CitationParts): string {
  const title = parts.title.trim();
  return [
    parts.creator?.trim() ? sentence(parts.creator.trim()) : undefined,
    `“${sentence(title)}”`,
    parts.date?.trim() ? sentence(parts.date.trim()) : undefined,
    parts.site?.trim() ? sentence(parts.site.trim()) : undefined,
    `${parts.url} (${parts.accessed}).`,
  ]
    .filter(Boolean)
    .join(' ');
}

// Fields and facet groups that name who made a record, as catalogues in the six languages call them.
const CREATOR =
  /autor|author|creat|cr[ée]ateur|fotograf|photograph|artist|pittor|painter|urheber|stvarate|produtt|producer/i;

/** Who made the record, where the catalogue says: a creator field, else a creator facet value. */
export function recordCreator(record: Pick<CatalogueRecordView, 'metadati' | 'filtri'>): string | undefined {
  const field = record.metadati.find(
    (m) =>
      (CREATOR.test(m.fieldCode) || CREATOR.test(m.label)) && typeof m.value === 'string' && m.value.trim(),
  );
  if (field?.value) return field.value.replace(/<[^>]*>/g, '').trim() || undefined;
  return record.filtri.find((f) => CREATOR.test(f.type))?.name;
}
