import type { CatalogueRecordView } from '@archive/contracts/catalogue';

/**
 * A Chicago-style citation of a record (notes and bibliography, an item in an online archive):
 *
 *   Creator. “Title.” Date. Fonds, Series, n. 12. Site. URL (accessed 4 March 2025).
 *
 * Each part is left out when unknown. Pure: the page passes the URL and the accessed date from the
 * click that copies it, so nothing here reads the clock or the window while drawing.
 */
export interface CitationParts {
  creator?: string | undefined;
  title: string;
  date?: string | undefined;
  /** Where the record sits in the archive: "Fonds, Series, n. 12" (archivalReference). */
  reference?: string | undefined;
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
    parts.reference?.trim() ? sentence(parts.reference.trim()) : undefined,
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

/**
 * The archival reference a reader needs to ask for the item in the reading room (issue 26): the
 * fonds and series above it (the hierarchy, top first), then its number: the catalogue's numbering
 * (numero), else its inventory number (`idno`, which CollectiveAccess exports carry).
 */
export function archivalReference(
  record: Pick<CatalogueRecordView, 'numero'> & { idno?: unknown },
  parents: readonly { preferred_label: string }[],
  numberLabel: (number: string) => string,
): string | undefined {
  const idno = typeof record.idno === 'string' || typeof record.idno === 'number' ? String(record.idno) : '';
  const number = (record.numero ?? '').trim() || idno.trim();
  const parts = [...parents.map((p) => p.preferred_label.trim()), number ? numberLabel(number) : ''].filter(
    Boolean,
  );
  return parts.length ? parts.join(', ') : undefined;
}
