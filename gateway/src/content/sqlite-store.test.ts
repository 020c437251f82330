import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SqliteContentStore } from './sqlite-store';
import { contentStoreContract } from './store-contract';

const dir = mkdtempSync(join(tmpdir(), 'oa-sqlite-'));
let n = 0;
let last: SqliteContentStore | undefined;
contentStoreContract('embedded SQLite', async () => {
  await last?.close();
  last = new SqliteContentStore(join(dir, `store-${n++}.sqlite`));
  return last;
});

it('reopens a file with its data and a clean integrity check', async () => {
  const file = join(dir, 'reopen.sqlite');
  const a = new SqliteContentStore(file);
  await a.saveDoc({
    collection: 'pages',
    locale: 'en',
    name: 'about',
    data: { title: 'About' },
    published: true,
  });
  await a.close();
  const b = new SqliteContentStore(file);
  expect(b.integrityOk()).toBe(true);
  expect((await b.getDoc('pages', 'en', 'about'))?.revision).toBe(1);
  await b.close();
});

afterAll(async () => {
  await last?.close();
  rmSync(dir, { recursive: true, force: true });
});
