import { LOCALES, type Locale } from '@archive/contracts/locales';
import type { CatalogueStore } from '../catalogue/port';
import { dateRange, type OaiRequest } from './arguments';
import { type Item, type OaiContext, PAGE_SIZE, resumptionTokenXml } from './context';
import { OAI_DC } from './dublin-core';
import type { DatestampLedger } from './ledger';
import { listSetsXml } from './list-sets';
import { headerXml, recordsXml } from './records';
import { parseSetSpec, type SetFilter } from './sets';
import type { ListCursor, TokenSigner } from './token';
import { element, OaiError, utcDatestamp } from './xml';

const rank = (locale: string) => LOCALES.indexOf(locale as Locale);

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
        return listSetsXml(this.ledger, this.signer, ctx, args.resumptionToken);
      case 'GetRecord': {
        checkPrefix(args.metadataPrefix);
        const item = await this.find(ctx, args.identifier ?? '');
        return `<GetRecord>${(await recordsXml(this.store, ctx, [item]))[0]}</GetRecord>`;
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
        ? (await recordsXml(this.store, ctx, items)).join('')
        : items.map((item) => headerXml(ctx, item, item.ledger.deleted(item.i))).join('');
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
      token = resumptionTokenXml(this.signer.sign(next), next.size, cursor.cursor);
    } else if (resuming) token = resumptionTokenXml('', Math.max(cursor.size, sent), cursor.cursor);
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
}

const noMatch = () => new OaiError('noRecordsMatch', 'No record matches the arguments.');

function checkPrefix(prefix: string | undefined) {
  if (prefix !== OAI_DC.prefix)
    throw new OaiError('cannotDisseminateFormat', `The only metadata format here is ${OAI_DC.prefix}.`);
}
