import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../../../../test/signed-in-app';
import {
  ADMIN,
  type Browser,
  get,
  MANAGER,
  makeApp,
  post,
  signIn,
  type TestApp,
} from '../../../../content/test-app';

/** Issue 18: managers manage users at or below the manager level; administrators everyone. */
describe('user administration by a manager', () => {
  let app: TestApp;
  let admin: Browser;
  let manager: Browser;
  useSignedInApp({ admin: ADMIN, manager: MANAGER }, (s) => ({ app, admin, manager } = s));
  const upsert = (body: Record<string, unknown>, who: Browser) =>
    post(app, '/api/auth/ca/upsert', { locale: 'it', ...body }, who);

  it('lists only the users and roles below the admin level', async () => {
    const users = (await get(app, '/api/auth/ca/getUserList', manager)).json().data;
    expect(users.map((u: { email: string }) => u.email)).toContain(MANAGER.email);
    expect(users.map((u: { email: string }) => u.email)).not.toContain(ADMIN.email);
    const roles = (await get(app, '/api/auth/ca/getRoleList', manager)).json().data;
    expect(roles.map((r: { id: string }) => r.id)).toEqual(['ROLE_MANAGER', 'operatoriRole']);
    // The administrator still sees everyone and every role.
    expect((await get(app, '/api/auth/ca/getRoleList', admin)).json().data).toHaveLength(3);
  });

  it('creates, edits and deletes an operator, who signs in with level 9', async () => {
    const created = await upsert(
      {
        name: 'Ada',
        surname: 'Rossi',
        email: 'ada@example.org',
        role: 'operatoriRole',
        password: 'Segreta1',
      },
      manager,
    );
    expect(created.statusCode).toBe(200);
    const ada = await signIn(app, { email: 'ada@example.org', password: 'Segreta1' });
    expect((await get(app, '/api/auth/profile', ada)).json().level).toBe(9);
    const { id } = created.json();
    const edited = await upsert(
      { id, name: 'Ada', surname: 'Bianchi', email: 'ada@example.org', role: 'ROLE_MANAGER' },
      manager,
    );
    expect(edited.statusCode).toBe(200);
    expect((await post(app, '/api/auth/ca/delete', { id }, manager)).json()).toEqual({ ok: true });
  });

  it('never grants the admin role, not even to itself, and writes nothing', async () => {
    const before = (await app.identity.users.list()).length;
    const grant = await upsert(
      { name: 'Eva', surname: 'Neri', email: 'eva@example.org', role: 'admin', password: 'Segreta1' },
      manager,
    );
    expect(grant.statusCode).toBe(403);
    expect(grant.json()).toMatchObject({
      code: 'ADMIN_ONLY',
      message: 'Solo un amministratore può gestire gli amministratori',
    });
    const self = await upsert(
      { id: manager.uid, name: 'M', surname: 'M', email: MANAGER.email, role: 'admin' },
      manager,
    );
    expect(self.statusCode).toBe(403);
    expect(await app.identity.users.list()).toHaveLength(before);
    expect((await get(app, '/api/auth/profile', manager)).json().level).toBe(9);
  });

  it('never edits nor deletes an administrator', async () => {
    const edit = await upsert(
      { id: admin.uid, name: 'Preso', surname: 'X', email: ADMIN.email, role: 'operatoriRole' },
      manager,
    );
    expect(edit.statusCode).toBe(403);
    const del = await post(app, '/api/auth/ca/delete', { id: admin.uid, locale: 'it' }, manager);
    expect(del.statusCode).toBe(403);
    expect(del.json().code).toBe('ADMIN_ONLY');
    const stored = await app.identity.users.get(admin.uid);
    expect(stored?.roles).toEqual(['admin']);
    expect(stored?.surname).not.toBe('X');
    // An unknown id still answers 404 (upsert.ts), for managers too.
    const ghost = await upsert(
      { id: 'no-such-user', name: 'A', surname: 'B', email: 'g@example.org', role: 'operatoriRole' },
      manager,
    );
    expect(ghost.statusCode).toBe(404);
  });
});

describe('user administration with a content-management catalogue (CATALOGUE_SYSTEM=pimcore)', () => {
  it('is not offered: the users calls answer 404 USERS_NOT_OFFERED; the site options name the system', async () => {
    const { app, close } = await makeApp({ CATALOGUE_SYSTEM: 'pimcore' });
    try {
      const admin = await signIn(app, ADMIN);
      const list = await get(app, '/api/auth/ca/getUserList', admin);
      expect(list.statusCode).toBe(404);
      expect(list.json().code).toBe('USERS_NOT_OFFERED');
      const up = await post(
        app,
        '/api/auth/ca/upsert',
        { name: 'A', surname: 'B', email: 'x@example.org', role: 'operatoriRole', password: 'Segreta1' },
        admin,
      );
      expect(up.statusCode).toBe(404);
      const options = await post(app, '/api/public/firebase/getDocBySlug', {
        name: 'options',
        collection: 'options',
      });
      expect(options.json().data.catalogueSystem).toBe('pimcore');
    } finally {
      await close();
    }
  });
});
