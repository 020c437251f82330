import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describePostgres } from '../../../test/postgres/describe-postgres';
import { PostgresContentStore } from '../postgres-store';
import { SqliteContentStore } from '../sqlite-store';
import { copyFromSqlite } from './copy-from-sqlite';

const dir = mkdtempSync(join(tmpdir(), 'oa-copy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describePostgres('moving the embedded content store to PostgreSQL', (server) => {
  it('copies documents with their revisions, users and records, and keeps what the database has', async () => {
    const file = join(dir, 'content.sqlite');
    const sqlite = new SqliteContentStore(file);
    const page = { collection: 'pages' as const, locale: 'it' as const, name: 'about', published: true };
    await sqlite.saveDoc({ ...page, data: { title: 'Chi siamo' } });
    await sqlite.saveDoc({
      ...page,
      data: { title: 'Chi siamo, rivisto' },
      expectedRevision: 1,
      updatedBy: 'a@b.it',
    });
    await sqlite.saveDoc({
      collection: 'news',
      locale: 'en',
      name: 'n1',
      published: false,
      data: { title: 'N', date: 5 },
    });
    await sqlite.createUser({
      id: 'u1',
      email: 'ada@example.org',
      name: 'Ada',
      surname: 'L',
      roles: ['admin'],
      passwordHash: 'h',
      disabled: false,
      pins: [],
      profile: {},
      createdAt: new Date(0).toISOString(),
      sessionVersion: 2,
    });
    await sqlite.putRecord('newsletter', { id: 'x@y.it', value: { at: 1 } });
    await sqlite.putRecord('sessions', {
      id: 's1',
      value: { uid: 'u1', version: 2 },
      expiresAt: 4_000_000_000,
    });
    await sqlite.close();

    const pgStore = await PostgresContentStore.open(await server().createDatabase('copied'));
    try {
      // The database already has its own 'about' in English (e.g. a gateway seeded it): kept.
      await pgStore.saveDoc({ ...page, locale: 'en', data: { title: 'About (database)' } });
      const report = await copyFromSqlite(file, pgStore.pool);
      expect(report).toEqual({
        documents: { copied: 2, kept: 0 },
        users: { copied: 1, kept: 0 },
        records: { copied: 2, kept: 0 },
      });
      expect(await pgStore.getDoc('pages', 'it', 'about')).toMatchObject({
        revision: 2,
        updatedBy: 'a@b.it',
        data: { title: 'Chi siamo, rivisto' },
      });
      expect((await pgStore.getDoc('pages', 'en', 'about'))?.data).toEqual({ title: 'About (database)' });
      const news = await pgStore.listDocs({
        collection: 'news',
        locale: 'en',
        publishedOnly: false,
        limit: 5,
        skip: 0,
      });
      expect(news.data.map((d) => d.name)).toEqual(['n1']);
      expect((await pgStore.findUserByEmail('ADA@example.org'))?.sessionVersion).toBe(2);
      expect(await pgStore.getRecord('sessions', 's1')).toMatchObject({ expiresAt: 4_000_000_000 });
      // A second run copies nothing twice and overwrites nothing.
      await pgStore.saveDoc({ ...page, data: { title: 'Modificata dopo' }, expectedRevision: 2 });
      expect((await copyFromSqlite(file, pgStore.pool)).documents).toEqual({ copied: 0, kept: 2 });
      expect((await pgStore.getDoc('pages', 'it', 'about'))?.data).toEqual({ title: 'Modificata dopo' });
    } finally {
      await pgStore.close();
    }
  });
});
