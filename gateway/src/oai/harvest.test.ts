import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Locale } from '@archive/contracts/locales';
import { RECORD_TABLES } from '@archive/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNdjson, snapshotFile } from '../catalogue/snapshot';
import { makeOaiApp } from './test-app';

/**
 * The whole demo catalogue harvested over HTTP by HTTP::OAI (Debian's libhttp-oai-perl, installed by
 * scripts/setup.sh), a harvester written independently of this code: it follows our resumption
 * tokens and parses our XML with its own SAX handlers. The count is compared with the public
 * records read straight from the snapshot files. Skipped, saying why, when the package is missing.
 */
const run = promisify(execFile);
const SCRIPT = join(import.meta.dirname, 'harvester', 'harvest.pl');
const hasHarvester = await run('perl', ['-MHTTP::OAI', '-e', '1']).then(
  () => true,
  () => false,
);
// npm test (scripts/test.sh) sets OAI_HARVESTER_REQUIRED=1: there a missing harvester fails the run
// instead of passing it with this test skipped. A targeted run without the package skips, saying why.
const required = process.env.OAI_HARVESTER_REQUIRED === '1';
if (!hasHarvester && !required)
  console.warn('harvest.test.ts skipped: HTTP::OAI missing (apt-get install libhttp-oai-perl)');

it.runIf(!hasHarvester && required)('has the HTTP::OAI harvester installed (npm test needs it)', () => {
  expect.fail('HTTP::OAI (Perl) is missing: scripts/setup.sh --browser installs libhttp-oai-perl as root');
});

const LOCALES: Locale[] = ['it', 'en', 'fr'];
let fixture: Awaited<ReturnType<typeof makeOaiApp>>;
let base = '';

beforeAll(async () => {
  if (!hasHarvester) return;
  // No PUBLIC_URL: links (and so baseURL) come from the loopback host the harvester calls.
  fixture = await makeOaiApp({ demo: 3000, publicUrl: '' });
  const address = await fixture.app.listen({ host: '127.0.0.1', port: 0 });
  base = `${address}/oai`;
}, 120_000);
afterAll(async () => fixture?.close());

const harvest = async (...args: string[]) => {
  const { stdout } = await run('perl', [SCRIPT, base, ...args], { maxBuffer: 64 << 20 });
  return stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
};

/** Public records per locale, read from the snapshots (not through the code under test). */
async function publicKeys(): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const locale of LOCALES)
    await readNdjson(snapshotFile(join(fixture.dataDir, 'catalogue'), 'data', locale), (line) => {
      const r = JSON.parse(line);
      if (r.access === 1 && (RECORD_TABLES as readonly string[]).includes(r.table))
        keys.add(`${locale}/${r.table}/${r.id}`);
    });
  return keys;
}

describe.skipIf(!hasHarvester)('a real harvester (HTTP::OAI) harvests the demo catalogue', () => {
  it('Identify reads', async () => {
    const [[, name, baseUrl, earliest, deleted, granularity]] = (await harvest('Identify')) as string[][] as [
      string[],
    ];
    expect(name).toBeTruthy();
    expect(baseUrl).toBe(base);
    expect(earliest).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(deleted).toBe('transient');
    expect(granularity).toBe('YYYY-MM-DDThh:mm:ssZ');
  });

  it('ListRecords: every public record of every locale once, following the resumption tokens', async () => {
    const rows = await harvest('ListRecords');
    const expected = await publicKeys();
    const prefix = 'oai:127.0.0.1:';
    const got = rows.map((r) => r[1]!.slice(prefix.length));
    expect(new Set(got).size).toBe(got.length);
    expect(got.length).toBe(expected.size);
    expect(new Set(got)).toEqual(expected);
    expect(rows.every((r) => r[3] === 'live' && r[5])).toBe(true);
  }, 120_000);

  it('ListIdentifiers by set and ListSets agree with the records', async () => {
    const sets = (await harvest('ListSets')).map((r) => r[1]);
    expect(sets).toContain('table:ca_objects');
    expect(sets).toContain('language:fr');
    const french = await harvest('ListIdentifiers', 'language:fr');
    const expected = [...(await publicKeys())].filter((k) => k.startsWith('fr/'));
    expect(french.length).toBe(expected.length);
    const collection = sets.find((s) => s?.startsWith('collection:'))!;
    const members = await harvest('ListIdentifiers', collection);
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((r) => r[4]!.split(',').includes(collection))).toBe(true);
  }, 120_000);
});
