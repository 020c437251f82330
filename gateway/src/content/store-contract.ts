import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { type ContentStore, EmailTakenError, StaleRevisionError, type StoredUser } from './port';

/**
 * One behaviour suite every content store adapter must pass. `open` gives a store emptied for the
 * test; `close` runs once at the end.
 */
export function contentStoreContract(
  name: string,
  open: () => Promise<ContentStore>,
  close: () => Promise<void> = async () => {},
) {
  describe(`content store contract: ${name}`, () => {
    let store: ContentStore;
    beforeEach(async () => {
      store = await open();
    });
    afterAll(close);

    const save = (over: Partial<Parameters<ContentStore['saveDoc']>[0]> = {}) =>
      store.saveDoc({
        collection: 'news',
        locale: 'it',
        name: 'prima',
        data: { title: 'Prima' },
        published: true,
        ...over,
      });

    it('creates a document at revision 1 and reads it back', async () => {
      const doc = await save({ updatedBy: 'a@example.org' });
      expect(doc.revision).toBe(1);
      const read = await store.getDoc('news', 'it', 'prima');
      expect(read).toMatchObject({
        name: 'prima',
        revision: 1,
        data: { title: 'Prima' },
        updatedBy: 'a@example.org',
      });
      expect(await store.getDoc('news', 'en', 'prima')).toBeUndefined();
    });

    it('refuses a create over an existing document and a stale update, writing nothing', async () => {
      await save();
      await expect(save({ data: { title: 'Seconda' } })).rejects.toBeInstanceOf(StaleRevisionError);
      const updated = await save({ data: { title: 'Aggiornata' }, expectedRevision: 1 });
      expect(updated.revision).toBe(2);
      const stale = await save({ data: { title: 'Persa' }, expectedRevision: 1 }).catch((e: unknown) => e);
      expect(stale).toBeInstanceOf(StaleRevisionError);
      expect((stale as StaleRevisionError).current).toMatchObject({
        revision: 2,
        data: { title: 'Aggiornata' },
      });
      expect((await store.getDoc('news', 'it', 'prima'))?.data).toEqual({ title: 'Aggiornata' });
    });

    it('lists newest first, pages, and filters unpublished documents', async () => {
      await save({ name: 'a', data: { title: 'A', date: 100 } });
      await save({ name: 'b', data: { title: 'B', date: 300 } });
      await save({ name: 'c', data: { title: 'C', date: 200 }, published: false });
      const all = await store.listDocs({
        collection: 'news',
        locale: 'it',
        publishedOnly: false,
        limit: 10,
        skip: 0,
      });
      expect(all.data.map((d) => d.name)).toEqual(['b', 'c', 'a']);
      const pub = await store.listDocs({
        collection: 'news',
        locale: 'it',
        publishedOnly: true,
        limit: 1,
        skip: 1,
      });
      expect(pub).toMatchObject({ count: 2, data: [{ name: 'a' }] });
    });

    it('removes with and without a revision check', async () => {
      await save();
      await expect(store.removeDoc('news', 'it', 'prima', 5)).rejects.toBeInstanceOf(StaleRevisionError);
      expect(await store.removeDoc('news', 'it', 'prima', 1)).toBe(true);
      expect(await store.removeDoc('news', 'it', 'prima')).toBe(false);
    });

    it('reports usage per collection', async () => {
      await save();
      await save({ collection: 'pages', name: 'about' });
      const usage = await store.usage();
      expect(usage.news?.count).toBe(1);
      expect(usage.pages?.bytes).toBeGreaterThan(0);
    });

    const user = (over: Partial<StoredUser> = {}): StoredUser => ({
      id: 'u1',
      email: 'Ada@Example.org',
      name: 'Ada',
      surname: 'Lovelace',
      roles: ['admin'],
      passwordHash: 'x',
      disabled: false,
      pins: [],
      profile: {},
      createdAt: new Date(0).toISOString(),
      sessionVersion: 0,
      ...over,
    });

    it('stores users, finds them by email in any case, keeps emails unique', async () => {
      await store.createUser(user());
      expect((await store.findUserByEmail('ada@example.ORG'))?.id).toBe('u1');
      await expect(store.createUser(user({ id: 'u2' }))).rejects.toBeInstanceOf(EmailTakenError);
      await store.createUser(user({ id: 'u2', email: 'bob@example.org' }));
      await expect(store.updateUser(user({ id: 'u2', email: 'ada@example.org' }))).rejects.toBeInstanceOf(
        EmailTakenError,
      );
      await store.updateUser(user({ id: 'u2', email: 'bob@example.org', name: 'Robert' }));
      expect((await store.getUser('u2'))?.name).toBe('Robert');
      expect((await store.listUsers()).map((u) => u.id)).toEqual(['u1', 'u2']);
      expect(await store.deleteUser('u2')).toBe(true);
      expect(await store.deleteUser('u2')).toBe(false);
    });

    it('keeps keyed records, inserting only once', async () => {
      expect(await store.insertRecord('newsletter', { id: 'a@b.it', value: { n: 1 } })).toBe(true);
      expect(await store.insertRecord('newsletter', { id: 'a@b.it', value: { n: 2 } })).toBe(false);
      expect((await store.getRecord('newsletter', 'a@b.it'))?.value).toEqual({ n: 1 });
      await store.putRecord('newsletter', { id: 'a@b.it', value: { n: 3 }, expiresAt: 99 });
      expect(await store.getRecord('newsletter', 'a@b.it')).toEqual({
        id: 'a@b.it',
        value: { n: 3 },
        expiresAt: 99,
      });
      await store.putRecord('other', { id: 'x', value: {} });
      expect((await store.listRecords('newsletter')).length).toBe(1);
      expect(await store.deleteRecord('newsletter', 'a@b.it')).toBe(true);
      expect(await store.getRecord('newsletter', 'a@b.it')).toBeUndefined();
    });

    it('answers ready', async () => {
      expect(await store.ready()).toBe(true);
    });
  });
}
