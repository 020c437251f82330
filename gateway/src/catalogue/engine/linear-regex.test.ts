import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importNdjson } from '../import';
import { checkFilter, checkPipeline } from '../raw/guard';
import { EmbeddedCatalogueStore } from './embedded-store';

// A record whose label is 2,000 characters long (the contract's most): patterns the guard accepts
// but that backtrack polynomially (`.*.*.*x`) ran for minutes on it before the linear-engine fallback.
// No clock here (tests assert no wall-clock times): without the fallback these calls do not come
// back at all, which the run shows as a hang rather than a pass.
let dir: string;
let store: EmbeddedCatalogueStore;
const long = 'a'.repeat(2000);
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'oa-linear-'));
  const file = join(dir, 'data_it.ndjson');
  const record = (id: string, label: string) =>
    JSON.stringify({
      id,
      table: 'ca_objects',
      preferred_label: label,
      type_id: { id: 13, name: 'x' },
      access: 1,
    });
  await writeFile(file, [record('1', long), record('2', 'Veduta di Roma')].join('\n'));
  store = new EmbeddedCatalogueStore(join(dir, 'catalogue'));
  const report = await importNdjson(store, file, { kind: 'data', locale: 'it' });
  expect(report.errors).toEqual([]);
  await store.load();
});
afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('embedded store regexes on the linear-time fallback', () => {
  it.each([
    ['.*.*.*x', undefined],
    ['.*.*.*x', 'i'],
    ['a*a*a*a*a*b', 'i'],
  ])('answers %s (options %s) on a long value', async (pattern, options) => {
    const query = { preferred_label: { $regex: pattern, ...(options ? { $options: options } : {}) } };
    // The guard now refuses these shapes (overlapping open-ended repeats); the store, reached
    // without it, still answers them through the fallback.
    expect(() => checkFilter(query, 'data')).toThrow(/open-ended repeats/);
    const found = await store.rawFind({ collection: 'data_it', query, limit: 10, skip: 0 });
    expect(found.count).toBe(0);
    const pipeline = [
      { $project: { m: { $regexMatch: { input: '$preferred_label', regex: pattern, options } } } },
      { $match: { m: true } },
    ];
    expect(() => checkPipeline(pipeline, 'data')).toThrow(/open-ended repeats/);
    expect(await store.rawAggregate('data_it', pipeline, 10)).toEqual([]);
  });
  it('holds the long label it is tested on', async () => {
    const found = await store.rawFind({ collection: 'data_it', query: { id: '1' }, limit: 1, skip: 0 });
    expect(found.data[0]?.preferred_label).toHaveLength(2000);
  });
  it('still matches case-insensitively', async () => {
    const found = await store.rawFind({
      collection: 'data_it',
      query: { preferred_label: { $regex: 'VEDUTA.*ROMA$', $options: 'i' } },
      limit: 10,
      skip: 0,
    });
    expect(found.data.map((d) => d.id)).toEqual(['2']);
  });
});
