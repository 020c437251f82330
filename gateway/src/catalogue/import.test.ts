import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmbeddedCatalogueStore } from './engine/embedded-store';
import { collectionOfFile, importNdjson } from './import';
import type { CatalogueStore } from './port';

const record = (id: string, label: string, access = 1) =>
  JSON.stringify({
    id,
    table: 'ca_objects',
    preferred_label: label,
    type_id: { id: 13, name: 'documento' },
    access,
  });

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'oa-import-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('importNdjson', () => {
  it('imports good lines and reports bad ones with line number and reason', async () => {
    const file = join(dir, 'in.ndjson');
    await writeFile(
      file,
      [
        record('1', 'Uno'),
        '{not json',
        record('2', 'Due'),
        JSON.stringify({ id: '3', table: 'nope' }),
        '',
        record('4', 'Quattro'),
      ].join('\n'),
    );
    const store = new EmbeddedCatalogueStore(join(dir, 'catalogue'));
    const report = await importNdjson(store, file, { kind: 'data', locale: 'it' });
    expect(report).toMatchObject({ inserted: 3, updated: 0, lines: 5, refused: 2, normalised: 0 });
    expect(report.errors.map((e) => e.line)).toEqual([2, 4]);
    expect(report.errors[0]?.reason).toMatch(/not valid JSON/);
    expect(report.errors[1]?.reason).toMatch(
      /table \(ca_objects, ca_entities, \.\.\.\) must be one of: ca_objects/,
    );
    expect(report.errors[1]?.reason).toMatch(/the record has no title \(preferred_label\)/);
    // Codes for the settings page to say it in the manager's language (the line numbers stay).
    expect(report.errors.map(({ line, code, params }) => ({ line, code, params }))).toEqual([
      { line: 2, code: 'json', params: undefined },
      { line: 4, code: 'oneOf', params: { field: 'table', values: expect.stringContaining('ca_objects') } },
    ]);
    await store.load();
    const found = await store.rawFind({
      collection: 'data_it',
      query: {},
      limit: 10,
      skip: 0,
      sort: { id: 1 },
    });
    expect(found.data.map((d) => d.preferred_label)).toEqual(['Uno', 'Due', 'Quattro']);
  });
  it('upserts by id on re-import', async () => {
    const store = new EmbeddedCatalogueStore(join(dir, 'catalogue'));
    const first = join(dir, 'a.ndjson');
    await writeFile(first, [record('1', 'Uno'), record('2', 'Due')].join('\n'));
    await importNdjson(store, first, { kind: 'data', locale: 'it' });
    const second = join(dir, 'b.ndjson');
    await writeFile(second, [record('2', 'Due bis'), record('5', 'Cinque', 0)].join('\n'));
    const report = await importNdjson(store, second, { kind: 'data', locale: 'it' });
    expect(report).toMatchObject({ inserted: 1, updated: 1 });
    await store.load();
    const found = await store.rawFind({
      collection: 'data_it',
      query: {},
      limit: 10,
      skip: 0,
      sort: { id: 1 },
    });
    // The private record is stored but never served.
    expect(found.data.map((d) => d.preferred_label)).toEqual(['Uno', 'Due bis']);
  });
  it('hands a store without snapshot files its records in batches as the file is read', async () => {
    const file = join(dir, 'many.ndjson');
    await writeFile(file, Array.from({ length: 7 }, (_, i) => record(String(i + 1), `R${i}`)).join('\n'));
    const batches: number[] = [];
    const store = {
      name: 'batches',
      upsert: async (batch: { docs: unknown[] }) => {
        batches.push(batch.docs.length);
        return { inserted: batch.docs.length, updated: 0 };
      },
    } as unknown as CatalogueStore;
    const report = await importNdjson(store, file, { kind: 'data', locale: 'it' }, { batchSize: 3 });
    expect(batches).toEqual([3, 3, 1]);
    expect(report).toMatchObject({ inserted: 7, lines: 7 });
  });
  it('reads kind and locale from the file name', () => {
    expect(collectionOfFile('/x/data_fr.ndjson')).toEqual({ kind: 'data', locale: 'fr' });
    expect(collectionOfFile('relations_hr.jsonl')).toEqual({ kind: 'relations', locale: 'hr' });
    expect(collectionOfFile('records.ndjson')).toBeNull();
  });
});
