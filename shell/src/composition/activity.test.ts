import { describe, expect, it } from 'vitest';
import { type AccessContext, activityFor, pageState } from './activity';

const visitor: AccessContext = { enabledLocales: ['it', 'en', 'fr'], level: 1, sitePublic: true, profile: 6 };

describe('page state from the route table', () => {
  it('gives each page to the remote that owns it', () => {
    expect(pageState('/', visitor)).toMatchObject({ kind: 'remote', remote: 'mf-content' });
    expect(pageState('/en/search?tags=x', visitor)).toMatchObject({ kind: 'remote', remote: 'mf-catalogue' });
    expect(pageState('/login', visitor)).toMatchObject({ kind: 'remote', remote: 'mf-auth' });
  });

  it('sends visitors from protected routes to login, never from login routes', () => {
    expect(pageState('/settings', visitor).kind).toBe('login');
    expect(pageState('/settings/general', { ...visitor, level: 9 })).toMatchObject({
      kind: 'remote',
      remote: 'mf-admin',
    });
    // A private site protects every page but the login family.
    expect(pageState('/', { ...visitor, sitePublic: false }).kind).toBe('login');
    expect(pageState('/reset_password/abc', { ...visitor, sitePublic: false }).kind).toBe('remote');
  });

  it('switches off news and institutes with the profile bits', () => {
    expect(pageState('/news', { ...visitor, profile: 4 }).kind).toBe('notAccessible');
    expect(pageState('/istituti', { ...visitor, profile: 2 }).kind).toBe('notAccessible');
    expect(pageState('/news', visitor).kind).toBe('remote');
  });

  it('answers not found for unknown pages and disabled locales', () => {
    expect(pageState('/a/b/c/d', visitor).kind).toBe('notFound');
    expect(pageState('/de/suche', visitor).kind).toBe('notFound');
  });

  it('makes single-spa activity functions out of it', () => {
    const catalogue = activityFor('mf-catalogue', () => visitor);
    expect(catalogue({ pathname: '/cerca', search: '' } as Location)).toBe(true);
    expect(catalogue({ pathname: '/', search: '' } as Location)).toBe(false);
    const admin = activityFor('mf-admin', () => visitor);
    expect(admin({ pathname: '/settings', search: '' } as Location)).toBe(false);
  });
});
