import type { CatalogueRecord } from '@archive/contracts/catalogue';
import type { Locale } from '@archive/contracts/locales';
import type { SeoParent } from '@archive/contracts/seo/record-json-ld';
import type { CatalogueStore } from '../catalogue/port';
import type { Item, OaiContext } from './context';
import { dublinCore } from './dublin-core';
import { idOfKey, tableOfKey } from './locale-ledger';
import { collectionSet, languageSet, tableSet } from './sets';
import { element, utcDatestamp } from './xml';

/** An item's <header>: identifier, datestamp, then its sets (OAI-PMH.xsd headerType). */
export function headerXml(ctx: OaiContext, item: Item, deleted: boolean): string {
  const { ledger, i, locale } = item;
  const key = ledger.keys[i]!;
  const sets = [
    tableSet(tableOfKey(key)),
    ...ledger.collectionsAt(i).map(collectionSet),
    languageSet(locale),
  ];
  return (
    `<header${deleted ? ' status="deleted"' : ''}>` +
    element('identifier', `oai:${ctx.repositoryId}:${locale}/${key}`) +
    element('datestamp', utcDatestamp(ledger.stamps[i]!)) +
    sets.map((s) => element('setSpec', s)).join('') +
    '</header>'
  );
}

/**
 * <record> elements for items, their records read a page at a time: one lookup by ids per locale,
 * one for the ancestors' titles (public ones only: a private parent is never named). A record that
 * went private since the last ledger scan is answered deleted, as the next scan will say too.
 */
export async function recordsXml(store: CatalogueStore, ctx: OaiContext, items: Item[]): Promise<string[]> {
  const found = new Map<string, CatalogueRecord>();
  const ancestors = new Map<string, SeoParent>();
  for (const locale of new Set(items.map((it) => it.locale))) {
    const keys = items
      .filter((it) => it.locale === locale && !it.ledger.deleted(it.i))
      .map((it) => it.ledger.keys[it.i]!);
    const records = await byKeys(store, locale, keys);
    for (const r of records) found.set(`${locale}/${r.table}/${r.id}`, r);
    const parentKeys = [
      ...new Set(records.flatMap((r) => (r.parent_path ?? []).map((id) => `${r.table}/${id}`))),
    ];
    const fields = { id: 1, table: 1, preferred_label: 1 } as const;
    for (const p of await byKeys(store, locale, parentKeys, fields))
      ancestors.set(`${locale}/${p.table}/${p.id}`, {
        id: p.id,
        table: p.table,
        preferred_label: p.preferred_label,
      });
  }
  return items.map((item) => {
    const record = found.get(`${item.locale}/${item.ledger.keys[item.i]!}`);
    if (!record) return `<record>${headerXml(ctx, item, true)}</record>`;
    const parents = (record.parent_path ?? []).flatMap((id) => {
      const p = ancestors.get(`${item.locale}/${record.table}/${id}`);
      return p ? [p] : [];
    });
    const metadata = dublinCore(record, item.locale, ctx.origin, parents);
    return `<record>${headerXml(ctx, item, false)}<metadata>${metadata}</metadata></record>`;
  });
}

/** Public records by `table/id` keys, through the port's raw find (answered by the indexes). */
async function byKeys(
  store: CatalogueStore,
  locale: Locale,
  keys: string[],
  fields?: Record<string, 0 | 1>,
): Promise<CatalogueRecord[]> {
  if (!keys.length) return [];
  const byTable = new Map<string, string[]>();
  for (const key of keys)
    byTable.set(tableOfKey(key), [...(byTable.get(tableOfKey(key)) ?? []), idOfKey(key)]);
  const query = { $or: [...byTable].map(([table, ids]) => ({ table, id: { $in: ids } })) };
  const { data } = await store.rawFind({
    collection: `data_${locale}`,
    query,
    fields,
    limit: keys.length,
    skip: 0,
  });
  return data as unknown as CatalogueRecord[];
}
