import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CATALOGUE_CALLS } from './catalogue-api';
import {
  addLanguageBodySchema,
  CALL_REQUIRED_LEVEL,
  CONTENT_CALLS,
  getDocBySlugBodySchema,
  isAcceptedUpload,
  loginBodySchema,
  mailSendBodySchema,
  newsletterBodySchema,
  removeDocBodySchema,
  saveDocBodySchema,
  saveDocCall,
  saveUserBodySchema,
  storedDocumentSchema,
  uploadFieldsSchema,
  upsertUserBodySchema,
} from './content-api';
import { ERROR_CODES, isErrorCode, messageIdForError } from './error-codes';
import { isMessageId } from './messages';

describe('call table', () => {
  it('covers every non-catalogue path of spec section 7', () => {
    const paths = CONTENT_CALLS.map((c) => `${c.method} ${c.path}`);
    for (const expected of [
      'POST /api/public/login',
      'POST /api/public/session',
      'GET /api/auth/profile',
      // The seed's GET stays answered (405 with a session); signing out is a POST with CSRF.
      'POST /api/auth/logout',
      'POST /api/public/firebase/getDocBySlug',
      'POST /api/public/firebase/getEnvironment',
      'POST /api/public/firebase/newsletter',
      'POST /api/public/mailgun/send',
      'POST /api/auth/firebase/getDocs',
      'POST /api/public/firebase/getDocs',
      'POST /api/auth/firebase/saveDoc',
      'POST /api/auth/firebase/removeDoc',
      'POST /api/auth/firebase/addLanguage',
      'POST /api/auth/firebase/saveUser',
      'POST /api/auth/firebase/getUser',
      'POST /api/auth/firebase/getAccessToken',
      'GET /api/auth/ca/getUserList',
      'GET /api/auth/ca/getRoleList',
      'GET /api/auth/ca/getSize',
      'POST /api/auth/ca/upsert',
      'POST /api/auth/ca/delete',
      'POST /api/auth/ca/changePassword',
      'POST /api/auth/ca/buca',
    ]) {
      expect(paths).toContain(expected);
    }
  });
  it('has unique paths that do not clash with the catalogue calls', () => {
    const all = [...CONTENT_CALLS, ...CATALOGUE_CALLS].map((c) => `${c.method} ${c.path}`);
    expect(new Set(all).size).toBe(all.length);
  });
  it('marks exactly the /api/auth calls as needing a session', () => {
    for (const call of CONTENT_CALLS) expect(call.auth, call.path).toBe(call.path.startsWith('/api/auth/'));
    for (const call of CONTENT_CALLS) expect(call.path).toMatch(/^\/api\/(public|auth)\//);
  });
  it('gives GET calls no body and every JSON POST body a locale', () => {
    for (const call of CONTENT_CALLS) {
      if (call.method === 'GET') expect(call.body, call.path).toBeUndefined();
      else if (call.path !== '/api/auth/ca/buca') {
        expect(call.body, call.path).toBeDefined();
        const shape = (call.body as z.ZodObject).shape;
        expect(Object.keys(shape), call.path).toContain('locale');
      }
    }
  });
  it('requires editor or admin bits beyond a session for the right calls', () => {
    expect(CALL_REQUIRED_LEVEL['/api/auth/firebase/saveDoc']).toBe(24);
    // Managers manage users too (below admin: user-rules.ts, enforced by the gateway).
    expect(CALL_REQUIRED_LEVEL['/api/auth/ca/upsert']).toBe(24);
    expect(CALL_REQUIRED_LEVEL['/api/auth/firebase/saveUser']).toBeUndefined();
    for (const path of Object.keys(CALL_REQUIRED_LEVEL)) expect(path.startsWith('/api/auth/')).toBe(true);
  });
});

describe('bodies', () => {
  it('adds the Italian locale when the caller leaves it out', () => {
    expect(loginBodySchema.parse({ email: 'a@b.it', password: 'x' })).toEqual({
      email: 'a@b.it',
      password: 'x',
      locale: 'it',
    });
    expect(getDocBySlugBodySchema.parse({ name: 'about', collection: 'pages', locale: 'en' }).locale).toBe(
      'en',
    );
  });
  it('refuses bad login and document bodies', () => {
    expect(loginBodySchema.safeParse({ email: 'x', password: 'x' }).success).toBe(false);
    expect(getDocBySlugBodySchema.safeParse({ name: '../x', collection: 'pages' }).success).toBe(false);
    expect(getDocBySlugBodySchema.safeParse({ name: 'x', collection: 'users' }).success).toBe(false);
    expect(getDocBySlugBodySchema.safeParse({ name: 'x', collection: 'pages', locale: 'pt' }).success).toBe(
      false,
    );
  });
  it('carries the loaded revision on saveDoc and removeDoc', () => {
    const body = saveDocBodySchema.parse({
      name: 'about',
      collection: 'pages',
      data: { title: 'x' },
      revision: 4,
    });
    expect(body.revision).toBe(4);
    expect(
      saveDocBodySchema.parse({ name: 'about', collection: 'pages', data: {} }).revision,
    ).toBeUndefined();
    expect(
      saveDocBodySchema.safeParse({ name: 'about', collection: 'pages', data: {}, revision: -1 }).success,
    ).toBe(false);
    expect(saveDocBodySchema.safeParse({ name: 'about', collection: 'pages', data: 'x' }).success).toBe(
      false,
    );
    expect(removeDocBodySchema.safeParse({ name: 'about', collection: 'news', revision: 1.5 }).success).toBe(
      false,
    );
    expect(saveDocCall.summary).toMatch(/concurrency/);
  });
  it('keeps the language to add on addLanguage instead of defaulting it', () => {
    expect(addLanguageBodySchema.parse({ locale: 'de' })).toEqual({ locale: 'de' });
    expect(addLanguageBodySchema.safeParse({}).success).toBe(false);
    expect(addLanguageBodySchema.safeParse({ locale: 'pt' }).success).toBe(false);
  });
  it('requires consent on the newsletter and terms on the contact form', () => {
    const person = { name: 'A', surname: 'B', email: 'a@b.it' };
    expect(newsletterBodySchema.parse({ data: { ...person, privacy: true } }).name).toBe('newsletter');
    expect(newsletterBodySchema.safeParse({ data: { ...person, privacy: false } }).success).toBe(false);
    expect(mailSendBodySchema.safeParse({ ...person, text: 'x', terms: true }).success).toBe(true);
    expect(mailSendBodySchema.safeParse({ ...person, text: 'x' }).success).toBe(false);
  });
  it('saves pins with known tables only', () => {
    expect(saveUserBodySchema.parse({ data: { pins: [{ id: 3, table: 'ca_places' }] } }).data.pins).toEqual([
      { id: '3', table: 'ca_places' },
    ]);
    expect(saveUserBodySchema.safeParse({ data: { pins: [{ id: 3, table: 'x' }] } }).success).toBe(false);
    expect(saveUserBodySchema.safeParse({ pins: [] }).success).toBe(false);
  });
  it('needs a password to create a user but not to edit one', () => {
    const user = { name: 'A', surname: 'B', email: 'a@b.it', role: 'admin' };
    expect(upsertUserBodySchema.safeParse(user).success).toBe(false);
    expect(upsertUserBodySchema.safeParse({ ...user, password: 'Abcdef' }).success).toBe(true);
    expect(upsertUserBodySchema.parse({ ...user, id: 'u1' }).locale).toBe('it');
  });
});

describe('responses', () => {
  it('parses a stored document and refuses a broken one', () => {
    const doc = {
      name: 'about',
      collection: 'pages',
      locale: 'it',
      revision: 2,
      updatedAt: '2024-01-01T00:00:00Z',
      data: { title: 'Chi siamo' },
    };
    expect(storedDocumentSchema.parse(doc)).toEqual(doc);
    expect(storedDocumentSchema.safeParse({ ...doc, revision: undefined }).success).toBe(false);
  });
  it('validates login and session answers', () => {
    const login = CONTENT_CALLS.find((c) => c.path === '/api/public/login')!;
    expect(login.response.safeParse({ customToken: 'abc' }).success).toBe(true);
    expect(login.response.safeParse({ token: 'abc' }).success).toBe(false);
    const profile = CONTENT_CALLS.find((c) => c.path === '/api/auth/profile')!;
    expect(profile.response.safeParse({ uid: 'u', email: 'a@b.it', level: 17 }).success).toBe(true);
  });
});

describe('uploads', () => {
  it('accepts images and audio within the size limit only', () => {
    expect(isAcceptedUpload('image', 'image/png', 1000)).toBe(true);
    expect(isAcceptedUpload('audio', 'audio/mpeg', 1000)).toBe(true);
    expect(isAcceptedUpload('image', 'text/html', 1000)).toBe(false);
    expect(isAcceptedUpload('image', 'image/png', 0)).toBe(false);
    expect(isAcceptedUpload('image', 'image/png', 21 * 1024 * 1024)).toBe(false);
    expect(uploadFieldsSchema.parse({})).toEqual({ kind: 'image', locale: 'it' });
    expect(uploadFieldsSchema.safeParse({ kind: 'exe' }).success).toBe(false);
    // Camera metadata: stripped unless the field says "true"; anything else is a bad field.
    expect(uploadFieldsSchema.parse({ keepMetadata: 'true' }).keepMetadata).toBe('true');
    expect(uploadFieldsSchema.parse({ keepMetadata: 'false' }).keepMetadata).toBe('false');
    expect(uploadFieldsSchema.safeParse({ keepMetadata: 'on' }).success).toBe(false);
  });
});

describe('error codes', () => {
  it('map to existing messages', () => {
    for (const id of Object.values(ERROR_CODES)) expect(isMessageId(id)).toBe(true);
    expect(messageIdForError('STALE_REVISION')).toBe('error.staleRevision');
    expect(messageIdForError('LOGIN_FAILED')).toBe('auth.loginFailed');
    expect(messageIdForError('WHATEVER')).toBe('error.generic');
    expect(messageIdForError(undefined)).toBe('error.generic');
    expect(isErrorCode('toString')).toBe(false);
  });
});
