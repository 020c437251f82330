import { type OaiContext, PAGE_SIZE, resumptionTokenXml } from './context';
import type { DatestampLedger } from './ledger';
import { collectionSet, languageSet, tableSet } from './sets';
import type { TokenSigner } from './token';
import { element } from './xml';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * ListSets: each family, then its members in use (tables and collections with a public record,
 * the site's languages), a page of PAGE_SIZE at a time; the token carries the offset.
 */
export async function listSetsXml(
  ledger: DatestampLedger,
  signer: TokenSigner,
  ctx: OaiContext,
  token: string | undefined,
): Promise<string> {
  const offset = token === undefined ? 0 : signer.verify(token, 'ListSets').offset;
  const tables = new Set<string>();
  const collections = new Map<string, string>();
  for (const locale of ctx.locales) {
    const held = await ledger.get(locale);
    for (const t of held.tablesInUse()) tables.add(t);
    for (const [id, name] of held.collectionNames) if (!collections.has(id)) collections.set(id, name);
  }
  const sets: [string, string][] = [
    ['table', 'Records by catalogue table'],
    ...[...tables].sort().map((t): [string, string] => [tableSet(t), `Table ${t}`]),
    ['collection', 'Records by collection'],
    ...[...collections]
      .sort((a, b) => (a[0] < b[0] ? -1 : 1))
      .map(([id, name]): [string, string] => [collectionSet(id), name]),
    ['language', 'Records by language'],
    ...ctx.locales.map((l): [string, string] => [languageSet(l), `Records in ${languageNames.of(l) ?? l}`]),
  ];
  const body = sets
    .slice(offset, offset + PAGE_SIZE)
    .map(([spec, name]) => `<set>${element('setSpec', spec)}${element('setName', name)}</set>`)
    .join('');
  const more = offset + PAGE_SIZE < sets.length;
  const next = more ? signer.sign({ verb: 'ListSets', offset: offset + PAGE_SIZE, size: sets.length }) : '';
  const tokenXml = more || token !== undefined ? resumptionTokenXml(next, sets.length, offset) : '';
  return `<ListSets>${body}${tokenXml}</ListSets>`;
}
