import type { JsonRecord } from './object-path';

/**
 * "Riapplica le mie modifiche": what I changed since I loaded (mine against base) put on the
 * version someone else saved meanwhile (theirs), as finely as the document allows, so both
 * people's edits survive: nested fields one by one, and the home's sections one by one by id (my
 * colour on the cover and their move of the news both stay; my order wins only if I reordered).
 */
const isRecord = (v: unknown): v is JsonRecord => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Section extends JsonRecord {
  id: string;
}
const isSections = (v: unknown): v is Section[] =>
  Array.isArray(v) && v.every((s) => isRecord(s) && typeof s.id === 'string');

function mergeSections(base: Section[], mine: Section[], theirs: Section[]): Section[] {
  const byId = (list: Section[]) => new Map(list.map((s) => [s.id, s]));
  const [b, m, t] = [byId(base), byId(mine), byId(theirs)];
  const ids = (list: Section[]) => list.map((s) => s.id);
  // My order if I reordered, added or removed sections; otherwise theirs.
  const order = same(ids(mine), ids(base)) ? ids(theirs) : ids(mine);
  // Sections they added that I never saw stay; sections I removed stay removed.
  for (const id of ids(theirs)) if (!order.includes(id) && !b.has(id)) order.push(id);
  const out: Section[] = [];
  for (const id of order) {
    const mineS = m.get(id);
    const theirS = t.get(id);
    const baseS = b.get(id);
    // They removed it and I did not touch it: it goes.
    if (!theirS && baseS && mineS && same(mineS, baseS)) continue;
    if (!theirS && !mineS) continue;
    out.push((theirS && mineS && baseS ? reapply(baseS, mineS, theirS) : (mineS ?? theirS)) as Section);
  }
  return out;
}

export function reapply(base: JsonRecord, mine: JsonRecord, theirs: JsonRecord): JsonRecord {
  const out: JsonRecord = { ...theirs };
  for (const key of new Set([...Object.keys(base), ...Object.keys(mine)])) {
    const [b, m, t] = [base[key], mine[key], theirs[key]];
    if (same(m, b)) continue; // not mine to change: theirs stays
    if (isSections(b) && isSections(m) && isSections(t)) out[key] = mergeSections(b, m, t);
    else if (isRecord(b) && isRecord(m) && isRecord(t)) out[key] = reapply(b, m, t);
    else if (m === undefined) delete out[key];
    else out[key] = m;
  }
  return out;
}
