/**
 * Where documents hold editor HTML, per collection: text blocks of every content document, the
 * steps of guided paths, the footer blocks of the site options and the login screen's text. The
 * gateway passes every one of them through the sanitiser on save and on every answer; a new HTML
 * field must be added here (html-fields.test.ts lists them against the schemas' descriptions).
 *
 * Lenient walkers: they run on stored data of any age before validation, so they touch strings
 * where the schema expects them and leave anything else as it is.
 */

type Clean = (html: string) => string;
type Collection = 'pages' | 'news' | 'institutes' | 'paths' | 'home' | 'options' | 'environment';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A LocalisedText: one string, or a map of locale to string. */
const cleanLocalised = (value: unknown, clean: Clean): unknown => {
  if (typeof value === 'string') return clean(value);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([locale, text]) => [locale, typeof text === 'string' ? clean(text) : text]),
  );
};

const mapRows = (rows: unknown, row: (r: Record<string, unknown>) => Record<string, unknown>) =>
  Array.isArray(rows) ? rows.map((r) => (isObject(r) ? row(r) : r)) : rows;

const cleanBlocks = (blocks: unknown, clean: Clean) =>
  mapRows(blocks, (b) =>
    b.type === 'text' && typeof b.value === 'string' ? { ...b, value: clean(b.value) } : b,
  );

/** The document's data with every HTML field cleaned; other fields untouched (a new object). */
export function mapDocumentHtml<T>(collection: Collection, data: T, clean: Clean): T {
  if (!isObject(data)) return data;
  const out: Record<string, unknown> = { ...data };
  switch (collection) {
    case 'paths':
      if ('steps' in out)
        out.steps = mapRows(out.steps, (s) =>
          typeof s.text === 'string' ? { ...s, text: clean(s.text) } : s,
        );
      if ('blocks' in out) out.blocks = cleanBlocks(out.blocks, clean);
      break;
    case 'pages':
    case 'news':
    case 'institutes':
      if ('blocks' in out) out.blocks = cleanBlocks(out.blocks, clean);
      break;
    case 'options':
      if ('footer_blocks' in out)
        out.footer_blocks = mapRows(out.footer_blocks, (b) =>
          'text' in b ? { ...b, text: cleanLocalised(b.text, clean) } : b,
        );
      break;
    case 'environment':
      if ('body' in out) out.body = cleanLocalised(out.body, clean);
      break;
    case 'home':
      break;
  }
  return out as T;
}
