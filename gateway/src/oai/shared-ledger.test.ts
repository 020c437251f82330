import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describePostgres } from '../../test/postgres/describe-postgres';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { SECRET } from '../content/test-app';
import { checkHeader, envelopeOf } from './oai-xml';
import { BASE_URL, fixtureRecords, makeOaiApp, ORIGIN } from './test-app';

type Fixture = Awaited<ReturnType<typeof makeOaiApp>>;

/** identifier -> datestamp of every header a harvester lists. */
async function datestamps(app: Fixture['app']) {
  const { body } = envelopeOf(
    (await app.inject('/oai?verb=ListIdentifiers&metadataPrefix=oai_dc')).body,
    BASE_URL,
  );
  return new Map(
    [...body!.children]
      .filter((c) => c.localName === 'header')
      .map((h) => {
        const header = checkHeader(h);
        return [header.identifier, `${header.datestamp}${header.deleted ? ' deleted' : ''}`];
      }),
  );
}

/**
 * Two gateways on two machines (separate DATA_DIRs, each with the same catalogue imported) and one
 * PostgreSQL: the datestamp ledger lives in the database, so a harvester gets the same datestamps
 * from either, even when the second gateway first looks an hour later.
 */
describePostgres('OAI-PMH datestamps shared through PostgreSQL', (server) => {
  let a: Fixture;
  let b: Fixture;
  beforeAll(async () => {
    const env = { CONTENT_STORE: 'postgres', DATABASE_URL: await server().createDatabase('oai_shared') };
    a = await makeOaiApp({ env });
    b = await makeOaiApp({ env });
  }, 60_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await a?.close();
    await b?.close();
  });

  it('both gateways answer the datestamps the first one gave, before and after an import', async () => {
    const first = await datestamps(a.app);
    expect(first.size).toBeGreaterThan(0);
    // The other machine is asked an hour later: it must not stamp the same records anew.
    const start = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(start + 3_600_000);
    expect(await datestamps(b.app)).toEqual(first);

    // The same import on both machines two hours later; A is harvested first, B an hour after.
    const changed = fixtureRecords('it').map((r) =>
      r.id === '12' ? { ...r, preferred_label: 'Monna Lisa' } : r,
    );
    for (const f of [a, b]) {
      await f.app.catalogue.store.upsert({ locale: 'it', kind: 'data', docs: changed as never });
      await f.app.catalogue.store.publish?.();
    }
    vi.spyOn(Date, 'now').mockReturnValue(start + 7_200_000);
    const afterA = await datestamps(a.app);
    const moved = afterA.get('oai:archivio.example.org:it/ca_objects/12');
    expect(moved).not.toBe(first.get('oai:archivio.example.org:it/ca_objects/12'));
    vi.spyOn(Date, 'now').mockReturnValue(start + 10_800_000);
    expect(await datestamps(b.app)).toEqual(afterA);
  });

  it("a site moving to the database keeps the datestamps its DATA_DIR's ledger gave", async () => {
    vi.restoreAllMocks();
    const alone = await makeOaiApp();
    try {
      const before = await datestamps(alone.app);
      vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 3_600_000);
      const moved = await buildApp(
        testConfig({
          DATA_DIR: alone.dataDir,
          CATALOGUE_SEED_RECORDS: '0',
          SESSION_SECRET: SECRET,
          PUBLIC_URL: ORIGIN,
          CONTENT_STORE: 'postgres',
          DATABASE_URL: await server().createDatabase('oai_moved'),
        }),
      );
      try {
        for (const locale of ['it', 'en', 'fr'] as const)
          await moved.catalogue.store.record(locale, 'ca_objects', '0');
        expect(await datestamps(moved)).toEqual(before);
      } finally {
        await moved.close();
      }
    } finally {
      vi.restoreAllMocks();
      await alone.close();
    }
  });
});
