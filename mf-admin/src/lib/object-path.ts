/**
 * Reading and writing nested fields of a plain JSON document by a dotted path ('contatti.emails',
 * 'customjs.hideMap'). Writes copy every object on the way, so React sees a new reference where
 * something changed and the old draft stays intact (the conflict view compares against it).
 */
export type JsonRecord = Record<string, unknown>;

const isRecord = (v: unknown): v is JsonRecord => typeof v === 'object' && v !== null && !Array.isArray(v);

export function getAt(doc: unknown, path: string): unknown {
  if (path === '') return doc;
  return path
    .split('.')
    .reduce<unknown>((v, key) => (isRecord(v) || Array.isArray(v) ? (v as JsonRecord)[key] : undefined), doc);
}

export function setAt<T extends JsonRecord>(doc: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (head === undefined || head === '') return value as T;
  const current = doc[head];
  const next = rest.length === 0 ? value : setAt(isRecord(current) ? current : {}, rest.join('.'), value);
  const copy: JsonRecord = { ...doc };
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy as T;
}

/** Top-level keys whose values differ (by JSON) between two documents. */
export function changedKeys(a: JsonRecord, b: JsonRecord): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).sort();
}
