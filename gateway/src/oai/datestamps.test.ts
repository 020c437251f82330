import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SECRET } from '../content/test-app';
import { checkHeader, child, DC_NS, envelopeOf } from './oai-xml';
import { BASE_URL, fixtureRecords, makeOaiApp } from './test-app';
import { TokenSigner } from './token';

/**
 * Datestamps, deletions and resumption across changes and restarts: what an incremental harvester
 * relies on when it asks again `from` its last responseDate.
 */
let fixture: Awaited<ReturnType<typeof makeOaiApp>>;
beforeAll(async () => {
  fixture = await makeOaiApp();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await fixture?.close();
});

type App = typeof fixture.app;
const get = async (app: App, query: string) => envelopeOf((await app.inject(`/oai?${query}`)).body, BASE_URL);
async function headers(app: App, query = '') {
  const { body, errors } = await get(app, `verb=ListIdentifiers&metadataPrefix=oai_dc${query}`);
  if (errors.length) return new Map<string, ReturnType<typeof checkHeader>>();
  return new Map(
    [...body!.children]
      .filter((c) => c.localName === 'header')
      .map((h) => {
        const header = checkHeader(h);
        return [header.identifier.replace('oai:archivio.example.org:', ''), header];
      }),
  );
}

describe('per-record datestamps', () => {
  it('keep unchanged records, move changed ones, and report a record made private as deleted', async () => {
    const before = await headers(fixture.app);
    expect(before.get('it/ca_objects/11')?.deleted).toBe(false);
    // An import an hour later: 12 retitled in Italian, 11 made private, the rest as it was.
    const later = Date.now() + 3_600_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    const records = fixtureRecords('it').map((r) =>
      r.id === '12' ? { ...r, preferred_label: 'Monna Lisa' } : r.id === '11' ? { ...r, access: 0 } : r,
    );
    await fixture.app.catalogue.store.upsert({ locale: 'it', kind: 'data', docs: records as never });
    await fixture.app.catalogue.store.publish?.();

    const after = await headers(fixture.app);
    const stamp = new Date(Math.floor(later / 1000) * 1000).toISOString().replace('.000Z', 'Z');
    expect(after.get('it/ca_objects/12')?.datestamp).toBe(stamp);
    expect(after.get('it/ca_objects/11')).toMatchObject({ deleted: true, datestamp: stamp });
    for (const key of ['en/ca_objects/12', 'it/ca_places/20', 'fr/ca_objects/11'])
      expect(after.get(key)?.datestamp, key).toBe(before.get(key)?.datestamp);

    // Asking from the moment of the change gets exactly what changed, the deletion included.
    expect([...(await headers(fixture.app, `&from=${stamp}`)).keys()].sort()).toEqual([
      'it/ca_objects/11',
      'it/ca_objects/12',
    ]);
    const { body } = await get(
      fixture.app,
      'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:archivio.example.org:it/ca_objects/11',
    );
    const record = child(body!, 'record')!;
    expect(checkHeader(child(record, 'header')!).deleted).toBe(true);
    expect(child(record, 'metadata')).toBeUndefined();
    // The private parent is no longer named by its child.
    const twelve = await get(
      fixture.app,
      'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:archivio.example.org:it/ca_objects/12',
    );
    const dc = child(child(child(twelve.body!, 'record')!, 'metadata')!, 'dc')!;
    expect(dc.getElementsByTagNameNS(DC_NS, 'relation').length).toBe(0);
    expect(dc.getElementsByTagNameNS(DC_NS, 'title')[0]?.textContent).toBe('Monna Lisa');
  });

  it('survive a restart, and a resumption token issued before it goes on after it', async () => {
    const before = await headers(fixture.app);
    const restarted = await fixture.build();
    try {
      const after = await headers(restarted);
      expect([...after.entries()]).toEqual([...before.entries()]);
      // A token carries its cursor, signed: one the first gateway issued goes on at the second.
      const [firstKey, firstHeader] = [...before.entries()][0]!;
      const [locale, ...key] = firstKey.split('/');
      const token = new TokenSigner(SECRET).sign({
        verb: 'ListIdentifiers',
        metadataPrefix: 'oai_dc',
        after: { locale: locale!, stamp: Date.parse(firstHeader.datestamp) / 1000, key: key.join('/') },
        size: before.size,
        cursor: 1,
      });
      const resumed = await get(
        restarted,
        `verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`,
      );
      const rest = [...resumed.body!.children];
      expect(rest.filter((h) => h.localName === 'header').map((h) => checkHeader(h).identifier)).toEqual(
        [...before.keys()].slice(1).map((k) => `oai:archivio.example.org:${k}`),
      );
      // The last page: an empty token with the list's size and this page's cursor.
      const last = rest.at(-1)!;
      expect([
        last.localName,
        last.textContent,
        last.getAttribute('completeListSize'),
        last.getAttribute('cursor'),
      ]).toEqual(['resumptionToken', '', String(before.size), '1']);
      // Signed with another secret, or used for another verb: badResumptionToken.
      const forged = new TokenSigner(`${SECRET}x`).sign({ verb: 'ListSets', offset: 0, size: 1 });
      expect((await get(restarted, `verb=ListSets&resumptionToken=${forged}`)).errors).toEqual([
        'badResumptionToken',
      ]);
      expect(
        (await get(restarted, `verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`)).errors,
      ).toEqual(['badResumptionToken']);
    } finally {
      await restarted.close();
    }
  });
});

describe('a real resumption token across a restart', () => {
  it('goes on, after the gateway that issued it stopped, to the end of the same list', async () => {
    // ~120 records in it/en/fr: a few pages of 100 items.
    const demo = await makeOaiApp({ demo: 120 });
    let restarted: App | undefined;
    try {
      const page = async (app: App, query: string) => {
        const { body, errors } = await get(app, query);
        expect(errors, query).toEqual([]);
        const children = [...body!.children];
        const ids = children.filter((c) => c.localName === 'header').map((h) => checkHeader(h).identifier);
        const token = children.find((c) => c.localName === 'resumptionToken');
        return { ids, token };
      };
      const harvest = async (app: App, query: string) => {
        const ids: string[] = [];
        let next = await page(app, query);
        for (;;) {
          ids.push(...next.ids);
          const token = next.token?.textContent;
          if (!token) return ids;
          next = await page(app, `verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`);
        }
      };
      const first = 'verb=ListIdentifiers&metadataPrefix=oai_dc';
      const whole = await harvest(demo.app, first);
      expect(whole.length).toBeGreaterThan(200);
      expect(new Set(whole).size).toBe(whole.length);
      // The first page from the first gateway, then that gateway stops.
      const opening = await page(demo.app, first);
      expect(opening.ids).toHaveLength(100);
      expect(opening.token?.getAttribute('completeListSize')).toBe(String(whole.length));
      expect(opening.token?.getAttribute('cursor')).toBe('0');
      const token = opening.token!.textContent!;
      await demo.app.close();
      // Another gateway on the same DATA_DIR and secret takes the token and lists the rest.
      restarted = await demo.build();
      const second = await page(
        restarted,
        `verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`,
      );
      expect(second.token?.getAttribute('cursor')).toBe('100');
      const rest = await harvest(
        restarted,
        `verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`,
      );
      expect([...opening.ids, ...rest]).toEqual(whole);
    } finally {
      await restarted?.close();
      await demo.close().catch(() => undefined);
    }
  }, 120_000);
});
