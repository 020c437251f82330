import type { CatalogueRecord } from '@archive/contracts/catalogue';
import { LOCALES, type Locale } from '@archive/contracts/locales';
import type { SeoParent } from '@archive/contracts/seo/record-json-ld';
import type { CatalogueStore } from '../catalogue/port';
import { dateRange, type OaiRequest } from './arguments';
import { dublinCore, OAI_DC } from './dublin-core';
import type { DatestampLedger } from './ledger';
import { idOfKey, type LocaleLedger, tableOfKey } from './locale-ledger';
import { collectionSet, languageSet, parseSetSpec, type SetFilter, tableSet } from './sets';
import type { ListCursor, TokenSigner } from './token';
import { element, esc, OaiError, utcDatestamp } from './xml';

/** Items per ListIdentifiers / ListRecords / ListSets answer. */
export const PAGE_SIZE = 100;

/** What a request knows of the site: all from configuration and site options, never the Host. */
export interface OaiContext {
  origin: string;
  baseUrl: string;
  /** The host of the public URL: the middle of `oai:{host}:{locale}/{table}/{id}`. */
  repositoryId: string;
  repositoryName: string;
  adminEmails: string[];
  /** Enabled locales the catalogue holds, in LOCALES order. */
  locales: Locale[];
}

interface Item {
  locale: Locale;
  ledger: LocaleLedger;
  i: number;
}

const rank = (locale: string) => LOCALES.indexOf(locale as Locale);
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * The six verbs over the datestamp ledger (which records, in which order, since when) and the
 * catalogue port (the records themselves, a page at a time). Every method answers the verb's
 * element, or throws OaiError.
 */
export class OaiRepository {
  constructor(
    private readonly ledger: DatestampLedger,
    private readonly store: CatalogueStore,
    private readonly signer: TokenSigner,
  ) {}

  async answer(ctx: OaiContext, request: OaiRequest): Promise<string> {
    const { args } = request;
    switch (request.verb) {
      case 'Identify':
        return this.identify(ctx);
      case 'ListMetadataFormats':
        if (args.identifier !== undefined) await this.find(ctx, args.identifier);
        return `<ListMetadataFormats><metadataFormat>${element('metadataPrefix', OAI_DC.prefix)}${element(
          'schema',
          OAI_DC.schema,
        )}${element('metadataNamespace', OAI_DC.namespace)}</metadataFormat></ListMetadataFormats>`;
      case 'ListSets':
        return this.listSets(ctx, args.resumptionToken);
      case 'GetRecord': {
        checkPrefix(args.metadataPrefix);
        const item = await this.find(ctx, args.identifier ?? '');
        return `<GetRecord>${(await this.records(ctx, [item]))[0]}</GetRecord>`;
      }
      case 'ListIdentifiers':
      case 'ListRecords':
        return this.list(ctx, request.verb, args);
    }
  }

  private async identify(ctx: OaiContext): Promise<string> {
    let earliest = Number.POSITIVE_INFINITY;
    for (const locale of ctx.locales) {
      const ledger = await this.ledger.get(locale);
      if (ledger.size) earliest = Math.min(earliest, ledger.stamps[0]!);
    }
    if (!Number.isFinite(earliest)) earliest = Math.floor(Date.now() / 1000);
    const sample = `oai:${ctx.repositoryId}:it/ca_objects/1`;
    // The oai-identifier description only where the host is a domain name, as its schema demands.
    const domain = /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/.test(ctx.repositoryId);
    return (
      '<Identify>' +
      element('repositoryName', ctx.repositoryName) +
      element('baseURL', ctx.baseUrl) +
      element('protocolVersion', '2.0') +
      ctx.adminEmails.map((e) => element('adminEmail', e)).join('') +
      element('earliestDatestamp', utcDatestamp(earliest)) +
      element('deletedRecord', 'transient') +
      element('granularity', 'YYYY-MM-DDThh:mm:ssZ') +
      (domain
        ? '<description><oai-identifier xmlns="http://www.openarchives.org/OAI/2.0/oai-identifier" ' +
          'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai-identifier ' +
          'http://www.openarchives.org/OAI/2.0/oai-identifier.xsd">' +
          `${element('scheme', 'oai')}${element('repositoryIdentifier', ctx.repositoryId)}` +
          `${element('delimiter', ':')}${element('sampleIdentifier', sample)}</oai-identifier></description>`
        : '') +
      '</Identify>'
    );
  }

  /** An item by its OAI identifier (live or deleted); idDoesNotExist otherwise. */
  private async find(ctx: OaiContext, identifier: string): Promise<Item> {
    const prefix = `oai:${ctx.repositoryId}:`;
    const missing = () => new OaiError('idDoesNotExist', `No item has the identifier ${identifier}.`);
    if (!identifier.startsWith(prefix)) throw missing();
    const rest = identifier.slice(prefix.length);
    const slash = rest.indexOf('/');
    const locale = rest.slice(0, slash) as Locale;
    if (slash === -1 || !ctx.locales.includes(locale)) throw missing();
    const ledger = await this.ledger.get(locale);
    const i = ledger.position(rest.slice(slash + 1));
    if (i === undefined) throw missing();
    return { locale, ledger, i };
  }

  private header(ctx: OaiContext, item: Item, deleted: boolean): string {
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
   * <record> elements for items, their records read a page at a time: one lookup by ids per
   * locale, one for the ancestors' titles. A record that went private since the last ledger scan
   * is answered deleted, as the next scan will say too.
   */
  private async records(ctx: OaiContext, items: Item[]): Promise<string[]> {
    const found = new Map<string, CatalogueRecord>();
    const ancestors = new Map<string, SeoParent>();
    for (const locale of new Set(items.map((it) => it.locale))) {
      const keys = items
        .filter((it) => it.locale === locale && !it.ledger.deleted(it.i))
        .map((it) => it.ledger.keys[it.i]!);
      const records = await this.byKeys(locale, keys);
      for (const r of records) found.set(`${locale}/${r.table}/${r.id}`, r);
      const parentKeys = [
        ...new Set(records.flatMap((r) => (r.parent_path ?? []).map((id) => `${r.table}/${id}`))),
      ];
      const fields = { id: 1, table: 1, preferred_label: 1 } as const;
      for (const p of await this.byKeys(locale, parentKeys, fields))
        ancestors.set(`${locale}/${p.table}/${p.id}`, {
          id: p.id,
          table: p.table,
          preferred_label: p.preferred_label,
        });
    }
    return items.map((item) => {
      const key = `${item.locale}/${item.ledger.keys[item.i]!}`;
      const record = found.get(key);
      if (!record) return `<record>${this.header(ctx, item, true)}</record>`;
      const parents = (record.parent_path ?? []).flatMap((id) => {
        const p = ancestors.get(`${item.locale}/${record.table}/${id}`);
        return p ? [p] : [];
      });
      return `<record>${this.header(ctx, item, false)}<metadata>${dublinCore(
        record,
        item.locale,
        ctx.origin,
        parents,
      )}</metadata></record>`;
    });
  }

  /** Public records by `table/id` keys, through the port's raw find (answered by the indexes). */
  private async byKeys(
    locale: Locale,
    keys: string[],
    fields?: Record<string, 0 | 1>,
  ): Promise<CatalogueRecord[]> {
    if (!keys.length) return [];
    const byTable = new Map<string, string[]>();
    for (const key of keys)
      byTable.set(tableOfKey(key), [...(byTable.get(tableOfKey(key)) ?? []), idOfKey(key)]);
    const query = { $or: [...byTable].map(([table, ids]) => ({ table, id: { $in: ids } })) };
    const { data } = await this.store.rawFind({
      collection: `data_${locale}`,
      query,
      fields,
      limit: keys.length,
      skip: 0,
    });
    return data as unknown as CatalogueRecord[];
  }

  private async list(
    ctx: OaiContext,
    verb: 'ListIdentifiers' | 'ListRecords',
    args: Record<string, string>,
  ): Promise<string> {
    let cursor: Omit<ListCursor, 'after'> & { after?: ListCursor['after'] };
    const resuming = args.resumptionToken !== undefined;
    if (resuming) cursor = this.signer.verify(args.resumptionToken!, verb);
    else {
      checkPrefix(args.metadataPrefix);
      const { from, until } = dateRange(args);
      cursor = { verb, metadataPrefix: OAI_DC.prefix, set: args.set, from, until, size: 0, cursor: 0 };
    }
    const filter = cursor.set === undefined ? undefined : parseSetSpec(cursor.set);
    if (filter === null) throw noMatch();
    if (!resuming) cursor.size = await this.count(ctx, filter, cursor.from, cursor.until);
    const { items, more } = await this.page(ctx, filter, cursor);
    if (!items.length && !resuming) throw noMatch();
    const body =
      verb === 'ListRecords'
        ? (await this.records(ctx, items)).join('')
        : items.map((item) => this.header(ctx, item, item.ledger.deleted(item.i))).join('');
    const sent = cursor.cursor + items.length;
    let token = '';
    if (more) {
      const last = items.at(-1)!;
      const next: ListCursor = {
        ...cursor,
        verb,
        after: { locale: last.locale, stamp: last.ledger.stamps[last.i]!, key: last.ledger.keys[last.i]! },
        cursor: sent,
        size: Math.max(cursor.size, sent + 1),
      };
      token = resumptionToken(this.signer.sign(next), next.size, cursor.cursor);
    } else if (resuming) token = resumptionToken('', Math.max(cursor.size, sent), cursor.cursor);
    return `<${verb}>${body}${token}</${verb}>`;
  }

  private async count(ctx: OaiContext, filter: SetFilter | undefined, from?: number, until?: number) {
    let n = 0;
    for (const locale of this.localesFor(ctx, filter)) {
      const ledger = await this.ledger.get(locale);
      const [lo, hi] = ledger.range(from, until);
      const everything =
        !filter || filter.family === 'language' || (filter.family === 'table' && !filter.table);
      if (everything) n += hi - lo;
      else {
        const test = ledger.matcher(filter);
        for (let i = lo; i < hi; i++) if (test(i)) n++;
      }
    }
    return n;
  }

  private localesFor(ctx: OaiContext, filter: SetFilter | undefined): Locale[] {
    return filter?.family === 'language' && filter.locale
      ? ctx.locales.filter((l) => l === filter.locale)
      : ctx.locales;
  }

  /** The next PAGE_SIZE items after the cursor, and whether more follow. */
  private async page(
    ctx: OaiContext,
    filter: SetFilter | undefined,
    cursor: Pick<ListCursor, 'from' | 'until'> & { after?: ListCursor['after'] | undefined },
  ): Promise<{ items: Item[]; more: boolean }> {
    const items: Item[] = [];
    const after = cursor.after;
    for (const locale of this.localesFor(ctx, filter)) {
      if (after && rank(locale) < rank(after.locale)) continue;
      const ledger = await this.ledger.get(locale);
      const [lo, hi] = ledger.range(cursor.from, cursor.until);
      const test = ledger.matcher(filter);
      let i = after && locale === after.locale ? Math.max(lo, ledger.after(after.stamp, after.key)) : lo;
      for (; i < hi; i++) {
        if (!test(i)) continue;
        if (items.length === PAGE_SIZE) return { items, more: true };
        items.push({ locale, ledger, i });
      }
    }
    return { items, more: false };
  }

  private async listSets(ctx: OaiContext, token: string | undefined): Promise<string> {
    const offset = token === undefined ? 0 : this.signer.verify(token, 'ListSets').offset;
    const tables = new Set<string>();
    const collections = new Map<string, string>();
    for (const locale of ctx.locales) {
      const ledger = await this.ledger.get(locale);
      for (const t of ledger.tablesInUse()) tables.add(t);
      for (const [id, name] of ledger.collectionNames) if (!collections.has(id)) collections.set(id, name);
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
    const page = sets.slice(offset, offset + PAGE_SIZE);
    const body = page.map(
      ([spec, name]) => `<set>${element('setSpec', spec)}${element('setName', name)}</set>`,
    );
    const more = offset + PAGE_SIZE < sets.length;
    const next = more
      ? this.signer.sign({ verb: 'ListSets', offset: offset + PAGE_SIZE, size: sets.length })
      : '';
    const tokenXml = more || token !== undefined ? resumptionToken(next, sets.length, offset) : '';
    return `<ListSets>${body.join('')}${tokenXml}</ListSets>`;
  }
}

const noMatch = () => new OaiError('noRecordsMatch', 'No record matches the arguments.');

function checkPrefix(prefix: string | undefined) {
  if (prefix !== OAI_DC.prefix)
    throw new OaiError('cannotDisseminateFormat', `The only metadata format here is ${OAI_DC.prefix}.`);
}

const resumptionToken = (token: string, size: number, cursor: number) =>
  `<resumptionToken completeListSize="${size}" cursor="${cursor}">${esc(token)}</resumptionToken>`;
