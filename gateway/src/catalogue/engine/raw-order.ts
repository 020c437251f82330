import type { Bitset } from './bitset';
import { RAW_SORT_KEYS, type RawFields, type RawSortKey } from './raw-fields';

/**
 * A page of matched docs in mingo's sort order, from the prepared orders (raw-fields.ts): a large
 * result walks the order keeping members, a small one sorts its members by rank. Descending keeps
 * equal values in ascending doc order, as mingo's stable sort does. Null when the sort is not one
 * key of RAW_SORT_KEYS or its field holds values the order does not cover.
 */
export function rawSortedPage(
  fields: RawFields,
  set: Bitset | null,
  count: number,
  sort: Record<string, 1 | -1> | undefined,
  skip: number,
  limit: number,
  /** Tests force either strategy; by default the cheaper one for the result's size. */
  strategy: 'auto' | 'walk' | 'sort' = 'auto',
): number[] | null {
  if (limit === 0 || skip >= count) return [];
  if (!sort || Object.keys(sort).length === 0) {
    const page: number[] = [];
    walk(set, fields.size, (doc, seen) => {
      if (seen >= skip) page.push(doc);
      return seen + 1 < skip + limit;
    });
    return page;
  }
  const keys = Object.keys(sort);
  if (keys.length !== 1 || !RAW_SORT_KEYS.has(keys[0]!)) return null;
  const order = fields.order(keys[0] as RawSortKey);
  if (!order) return null;
  const desc = sort[keys[0]!] === -1;
  const wanted = skip + limit;
  const n = fields.size;
  if (set && (strategy === 'sort' || (strategy === 'auto' && count * 16 <= n))) {
    const { rank, tie } = order;
    const docs = set.toArray();
    docs.sort(desc ? (a, b) => tie[b]! - tie[a]! || rank[a]! - rank[b]! : (a, b) => rank[a]! - rank[b]!);
    return docs.slice(skip, wanted);
  }
  const page: number[] = [];
  let seen = 0;
  const take = (doc: number) => {
    if (set && !set.has(doc)) return true;
    if (seen >= skip) page.push(doc);
    seen++;
    return seen < wanted;
  };
  const { order: docs, tie } = order;
  if (!desc) {
    for (let i = 0; i < n; i++) if (!take(docs[i]!)) break;
    return page;
  }
  // Descending: runs of equal values from the last, each run in ascending doc order.
  for (let end = n - 1; end >= 0; ) {
    let start = end;
    while (start > 0 && tie[docs[start - 1]!] === tie[docs[end]!]) start--;
    for (let i = start; i <= end; i++) if (!take(docs[i]!)) return page;
    end = start - 1;
  }
  return page;
}

/** Members in doc order until fn returns false. */
function walk(set: Bitset | null, n: number, fn: (doc: number, seen: number) => boolean): void {
  let seen = 0;
  if (!set) {
    for (let doc = 0; doc < n; doc++) if (!fn(doc, seen++)) return;
    return;
  }
  const words = set.words;
  for (let i = 0; i < words.length; i++) {
    let w = words[i]!;
    while (w !== 0) {
      const bit = w & -w;
      if (!fn((i << 5) + (31 - Math.clz32(bit)), seen++)) return;
      w ^= bit;
    }
  }
}
