import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../../../../test/signed-in-app';
import {
  ADMIN,
  addUser,
  type Browser,
  get,
  MANAGER,
  post,
  signIn,
  type TestApp,
} from '../../../../content/test-app';

describe('user administration: getUserList, getRoleList, upsert, delete', () => {
  let app: TestApp;
  let admin: Browser;
  let manager: Browser;
  useSignedInApp({ admin: ADMIN, manager: MANAGER }, (s) => ({ app, admin, manager } = s));

  it('lists users without password data, and roles', async () => {
    const list = await get(app, '/api/auth/ca/getUserList', admin);
    expect(list.statusCode).toBe(200);
    const emails = list.json().data.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining([ADMIN.email, MANAGER.email]));
    expect(list.body).not.toMatch(/scrypt|passwordHash/);
    expect(list.json().data.find((u: { email: string }) => u.email === ADMIN.email)).toMatchObject({
      role: 'admin',
      level: 17,
    });
    const roles = await get(app, '/api/auth/ca/getRoleList', admin);
    expect(roles.json().data.map((r: { id: string }) => r.id)).toEqual([
      'admin',
      'ROLE_MANAGER',
      'operatoriRole',
    ]);
  });

  it('answers 403 to a signed-in user without editing rights and 401 without a session, never data', async () => {
    const viewer = await signIn(app, await addUser(app, 'viewer', 'viewer@example.org'));
    for (const url of ['/api/auth/ca/getUserList', '/api/auth/ca/getRoleList']) {
      const res = await get(app, url, viewer);
      expect(res.statusCode).toBe(403);
      expect(res.json().data).toBeUndefined();
      expect((await get(app, url)).statusCode).toBe(401);
    }
    const body = {
      name: 'a',
      surname: 'b',
      email: 'c@example.org',
      role: 'operatoriRole',
      password: 'Abcdef1',
    };
    expect((await post(app, '/api/auth/ca/upsert', body, viewer)).statusCode).toBe(403);
    expect((await post(app, '/api/auth/ca/delete', { id: manager.uid }, viewer)).statusCode).toBe(403);
  });

  it('creates a user who can then sign in, and edits it keeping the password', async () => {
    const created = await post(
      app,
      '/api/auth/ca/upsert',
      { name: 'Lia', surname: 'Neri', email: 'lia@example.org', role: 'operatoriRole', password: 'Segreta1' },
      admin,
    );
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ created: true, id: expect.any(String) });
    const lia = await signIn(app, { email: 'lia@example.org', password: 'Segreta1' });
    expect((await get(app, '/api/auth/profile', lia)).json().level).toBe(9);
    const edited = await post(
      app,
      '/api/auth/ca/upsert',
      {
        id: created.json().id,
        name: 'Lia',
        surname: 'Verdi',
        email: 'lia@example.org',
        role: 'operatoriRole',
      },
      admin,
    );
    expect(edited.json()).toEqual({ id: created.json().id, created: false });
    await signIn(app, { email: 'lia@example.org', password: 'Segreta1' });
  });

  it('refuses a weak password (site policy), a duplicate email and an unknown role', async () => {
    const weak = await post(
      app,
      '/api/auth/ca/upsert',
      { name: 'A', surname: 'B', email: 'weak@example.org', role: 'admin', password: 'abc', locale: 'it' },
      admin,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'PASSWORD_POLICY',
      message: expect.stringContaining('almeno 6 caratteri'),
    });
    const dup = await post(
      app,
      '/api/auth/ca/upsert',
      { name: 'A', surname: 'B', email: 'MANAGER@example.org', role: 'admin', password: 'Abcdef1' },
      admin,
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('EMAIL_TAKEN');
    const role = await post(
      app,
      '/api/auth/ca/upsert',
      { name: 'A', surname: 'B', email: 'r@example.org', role: 'root', password: 'Abcdef1' },
      admin,
    );
    expect(role.statusCode).toBe(400);
    const noPassword = await post(
      app,
      '/api/auth/ca/upsert',
      { name: 'A', surname: 'B', email: 'np@example.org', role: 'admin' },
      admin,
    );
    expect(noPassword.statusCode).toBe(400);
  });

  it('ends sessions of a user whose role changes', async () => {
    const { id } = (
      await post(
        app,
        '/api/auth/ca/upsert',
        { name: 'Ugo', surname: 'Blu', email: 'ugo@example.org', role: 'admin', password: 'Segreta1' },
        admin,
      )
    ).json();
    const ugo = await signIn(app, { email: 'ugo@example.org', password: 'Segreta1' });
    await post(
      app,
      '/api/auth/ca/upsert',
      { id, name: 'Ugo', surname: 'Blu', email: 'ugo@example.org', role: 'ROLE_MANAGER' },
      admin,
    );
    expect((await get(app, '/api/auth/profile', ugo)).statusCode).toBe(401);
    await post(app, '/api/auth/ca/delete', { id }, admin);
  });

  it('never deletes or demotes the last administrator, nor lets an admin delete themself', async () => {
    const self = await post(app, '/api/auth/ca/delete', { id: admin.uid, locale: 'it' }, admin);
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('SELF_DELETE');
    const demote = await post(
      app,
      '/api/auth/ca/upsert',
      { id: admin.uid, name: 'A', surname: 'B', email: ADMIN.email, role: 'ROLE_MANAGER', locale: 'it' },
      admin,
    );
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({
      code: 'LAST_ADMIN',
      message: "Non è possibile eliminare o declassare l'ultimo amministratore",
    });
    // With a second admin, the first may be demoted, and the second then cannot delete the last one.
    const second = (
      await post(
        app,
        '/api/auth/ca/upsert',
        { name: 'Sec', surname: 'Ondo', email: 'sec@example.org', role: 'admin', password: 'Segreta1' },
        admin,
      )
    ).json();
    const other = await signIn(app, { email: 'sec@example.org', password: 'Segreta1' });
    expect(
      (
        await post(
          app,
          '/api/auth/ca/upsert',
          { id: admin.uid, name: 'A', surname: 'B', email: ADMIN.email, role: 'ROLE_MANAGER' },
          other,
        )
      ).statusCode,
    ).toBe(200);
    const list = (await get(app, '/api/auth/ca/getUserList', other)).json().data;
    expect(list.filter((u: { role: string }) => u.role === 'admin')).toHaveLength(1);
    expect((await post(app, '/api/auth/ca/delete', { id: second.id }, other)).statusCode).toBe(400);
    expect((await post(app, '/api/auth/ca/delete', { id: 'missing' }, other)).statusCode).toBe(404);
  });

  it('deletes a user, who can no longer sign in', async () => {
    const admin2 = await signIn(app, { email: 'sec@example.org', password: 'Segreta1' });
    const lia = (await get(app, '/api/auth/ca/getUserList', admin2))
      .json()
      .data.find((u: { email: string }) => u.email === 'lia@example.org');
    expect((await post(app, '/api/auth/ca/delete', { id: lia.id }, admin2)).json()).toEqual({ ok: true });
    const login = await post(app, '/api/public/login', { email: 'lia@example.org', password: 'Segreta1' });
    expect(login.statusCode).toBe(401);
  });
});
