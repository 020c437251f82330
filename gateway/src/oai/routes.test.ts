import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCatalogue, postgresSettings } from '../../test/catalogue/postgres-fixture';
import { describePostgres } from '../../test/postgres/describe-postgres';
import { checkHeader, child, DC_NS, envelopeOf, names, OAI_DC_NS, texts, UTC_SECONDS } from './oai-xml';
import { BASE_URL, makeOaiApp } from './test-app';
import { XSI_NS } from './xml';

/** The same answers whichever catalogue store the gateway reads: `fixture` is the running block's. */
let fixture: Awaited<ReturnType<typeof makeOaiApp>>;

describe('OAI-PMH on the embedded catalogue store', () => {
  beforeAll(async () => {
    fixture = await makeOaiApp();
  });
  afterAll(async () => fixture?.close());
  oaiTests();
});

describePostgres('OAI-PMH on the PostgreSQL catalogue store', (server) => {
  beforeAll(async () => {
    fixture = await makeOaiApp({
      store: async (dataDir) => postgresSettings(await postgresCatalogue(server(), dataDir)),
    });
  });
  afterAll(async () => fixture?.close());
  oaiTests();
});

const get = async (query: string, headers: Record<string, string> = {}) => {
  const res = await fixture.app.inject({ url: `/oai?${query}`, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
  return envelopeOf(res.body, BASE_URL);
};
const errorOf = async (query: string) => (await get(query)).errors;

function oaiTests() {
  describe('OAI-PMH answers (structure per OAI-PMH.xsd)', () => {
    it('Identify: elements in schema order, baseURL from PUBLIC_URL whatever the Host', async () => {
      const { body, request } = await get('verb=Identify', { host: 'evil.example' });
      expect(request.getAttribute('verb')).toBe('Identify');
      expect(names(body!)).toEqual([
        'repositoryName',
        'baseURL',
        'protocolVersion',
        'adminEmail',
        'earliestDatestamp',
        'deletedRecord',
        'granularity',
        'description',
      ]);
      expect(texts(body!, 'baseURL')).toEqual([BASE_URL]);
      expect(texts(body!, 'protocolVersion')).toEqual(['2.0']);
      expect(texts(body!, 'earliestDatestamp')[0]).toMatch(UTC_SECONDS);
      expect(texts(body!, 'deletedRecord')).toEqual(['transient']);
      expect(texts(body!, 'granularity')).toEqual(['YYYY-MM-DDThh:mm:ssZ']);
      const id = child(child(body!, 'description')!, 'oai-identifier')!;
      expect(texts(id, 'repositoryIdentifier')).toEqual(['archivio.example.org']);
    });

    it('ListMetadataFormats: oai_dc, also for an item; idDoesNotExist for an unknown one', async () => {
      const { body } = await get('verb=ListMetadataFormats');
      const format = child(body!, 'metadataFormat')!;
      expect(names(format)).toEqual(['metadataPrefix', 'schema', 'metadataNamespace']);
      expect(texts(format, 'metadataNamespace')).toEqual([OAI_DC_NS]);
      expect(
        (await get('verb=ListMetadataFormats&identifier=oai:archivio.example.org:it/ca_objects/12')).body,
      ).toBeDefined();
      expect(
        await errorOf('verb=ListMetadataFormats&identifier=oai:archivio.example.org:it/ca_objects/13'),
      ).toEqual(['idDoesNotExist']);
    });

    it('ListSets: table, collection and language families with their members', async () => {
      const { body } = await get('verb=ListSets');
      const specs = [...body!.children].map((s) => {
        expect(names(s)).toEqual(['setSpec', 'setName']);
        return texts(s, 'setSpec')[0];
      });
      expect(specs).toEqual([
        'table',
        'table:ca_entities',
        'table:ca_objects',
        'table:ca_places',
        'collection',
        'collection:collection-uffizi',
        'language',
        'language:it',
        'language:en',
        'language:fr',
      ]);
    });

    it('GetRecord: header then oai_dc with its namespaces, schemaLocation and the record fields', async () => {
      const { body } = await get(
        'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:archivio.example.org:en/ca_objects/12',
      );
      const record = child(body!, 'record')!;
      expect(names(record)).toEqual(['header', 'metadata']);
      const header = checkHeader(child(record, 'header')!);
      expect(header.identifier).toBe('oai:archivio.example.org:en/ca_objects/12');
      expect(header.sets).toEqual(['table:ca_objects', 'collection:collection-uffizi', 'language:en']);
      const dc = child(child(record, 'metadata')!, 'dc')!;
      expect(dc.namespaceURI).toBe(OAI_DC_NS);
      expect(dc.getAttributeNS(XSI_NS, 'schemaLocation')).toBe(
        `${OAI_DC_NS} http://www.openarchives.org/OAI/2.0/oai_dc.xsd`,
      );
      const field = (name: string) =>
        [...dc.children]
          .filter((c) => c.namespaceURI === DC_NS && c.localName === name)
          .map((c) => c.textContent);
      expect([...dc.children].every((c) => c.namespaceURI === DC_NS)).toBe(true);
      expect(field('title')).toEqual(['Mona Lisa']);
      expect(field('identifier')).toEqual(['https://archivio.example.org/en/objects/12-mona-lisa']);
      expect(field('description')).toEqual(['Ritratto di Lisa Gherardini']);
      expect(field('subject')).toEqual(['Ritratti']);
      expect(field('coverage')).toEqual(['Firenze']);
      expect(field('type')).toEqual(['dipinto']);
      expect(field('language')).toEqual(['en']);
      expect(field('rights')).toEqual(['Pubblico dominio']);
      expect(field('date')[0]).toMatch(/^1500-\d{2}-\d{2}\/15\d\d-\d{2}-\d{2}$/);
      expect(field('relation')).toEqual(['https://archivio.example.org/en/objects/11-leonardo-fonds']);
    });

    it('ListIdentifiers: every public record of every locale, never a private one', async () => {
      const { body } = await get('verb=ListIdentifiers&metadataPrefix=oai_dc');
      const ids = [...body!.children].map((h) => checkHeader(h).identifier).sort();
      const expected = ['en', 'fr', 'it'].flatMap((l) =>
        ['ca_entities/30', 'ca_objects/11', 'ca_objects/12', 'ca_places/20'].map(
          (k) => `oai:archivio.example.org:${l}/${k}`,
        ),
      );
      expect(ids).toEqual(expected.sort());
      // One page: no resumptionToken element at all.
      expect(names(body!).includes('resumptionToken')).toBe(false);
    });

    it('sets and dates select; an unknown set or an empty range is noRecordsMatch', async () => {
      const count = async (q: string) =>
        (await get(`verb=ListIdentifiers&metadataPrefix=oai_dc&${q}`)).body!.children.length;
      expect(await count('set=table:ca_objects')).toBe(6);
      expect(await count('set=collection:collection-uffizi')).toBe(3);
      expect(await count('set=language:fr')).toBe(4);
      expect(await count('set=table')).toBe(12);
      expect(await count('from=2000-01-01&until=2999-12-31')).toBe(12);
      expect(await errorOf('verb=ListIdentifiers&metadataPrefix=oai_dc&set=table:nothing')).toEqual([
        'noRecordsMatch',
      ]);
      expect(await errorOf('verb=ListRecords&metadataPrefix=oai_dc&until=2001-01-01')).toEqual([
        'noRecordsMatch',
      ]);
    });

    it('every error code the protocol defines for these requests', async () => {
      const cases: [string, string][] = [
        ['', 'badVerb'],
        ['verb=Nope', 'badVerb'],
        ['verb=Identify&verb=Identify', 'badVerb'],
        ['verb=Identify&foo=1', 'badArgument'],
        ['verb=ListRecords', 'badArgument'],
        ['verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc', 'badArgument'],
        ['verb=ListRecords&metadataPrefix=oai_dc&from=2024-02-30', 'badArgument'],
        ['verb=ListRecords&metadataPrefix=oai_dc&from=2024-01-01&until=2024-01-01T00:00:00Z', 'badArgument'],
        ['verb=ListRecords&metadataPrefix=oai_dc&from=2024-01-02&until=2024-01-01', 'badArgument'],
        ['verb=ListRecords&metadataPrefix=oai_dc&from=2024-01-01T00:00:00', 'badArgument'],
        ['verb=ListRecords&metadataPrefix=oai_dc&set=a%20b', 'badArgument'],
        ['verb=ListRecords&resumptionToken=x&metadataPrefix=oai_dc', 'badArgument'],
        ['verb=GetRecord&identifier=oai:archivio.example.org:it/ca_objects/12', 'badArgument'],
        ['verb=ListRecords&resumptionToken=forged.token', 'badResumptionToken'],
        ['verb=ListSets&resumptionToken=forged', 'badResumptionToken'],
        ['verb=ListRecords&metadataPrefix=marc21', 'cannotDisseminateFormat'],
        [
          'verb=GetRecord&metadataPrefix=mods&identifier=oai:archivio.example.org:it/ca_objects/12',
          'cannotDisseminateFormat',
        ],
        [
          'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:archivio.example.org:it/ca_objects/13',
          'idDoesNotExist',
        ],
        [
          'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:elsewhere.org:it/ca_objects/12',
          'idDoesNotExist',
        ],
        ['verb=ListIdentifiers&metadataPrefix=oai_dc&set=language:de', 'noRecordsMatch'],
      ];
      for (const [query, code] of cases) {
        const { errors, request } = await get(query);
        expect(errors, query).toEqual([code]);
        // After badVerb and badArgument the request element carries no attributes (OAI-PMH 3.2).
        if (code === 'badVerb' || code === 'badArgument') expect(request.attributes.length, query).toBe(0);
        else expect(request.getAttribute('verb'), query).toBeTruthy();
      }
    });

    it('POST with a form body answers as GET does', async () => {
      const res = await fixture.app.inject({
        method: 'POST',
        url: '/oai',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload:
          'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai%3Aarchivio.example.org%3Ait%2Fca_objects%2F11',
      });
      const { body } = envelopeOf(res.body, BASE_URL);
      expect(checkHeader(child(child(body!, 'record')!, 'header')!).identifier).toBe(
        'oai:archivio.example.org:it/ca_objects/11',
      );
    });

    it('answers 404 on a private site, and pages of 100 go gzip-compressed to harvesters that ask', async () => {
      const big = await fixture.app.inject({
        url: '/oai?verb=ListRecords&metadataPrefix=oai_dc',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(big.headers['content-encoding']).toBe('gzip');
      const doc = await fixture.app.content.get('options', 'site', 'it');
      await fixture.app.content.save({
        collection: 'options',
        name: 'site',
        locale: 'it',
        data: { ...(doc?.data ?? {}), public: false },
        revision: doc?.revision ?? 0,
      });
      expect((await fixture.app.inject('/oai?verb=Identify')).statusCode).toBe(404);
    });
  });
}
