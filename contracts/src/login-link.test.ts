import { describe, expect, it } from 'vitest';
import { loginLinkFor } from './login-link';
import { matchUrl } from './routes';

describe('loginLinkFor', () => {
  it('carries the page, its locale and its query as the return path', () => {
    expect(loginLinkFor(matchUrl('/news/mostra-2026'))).toBe(
      `/login?redirect=${encodeURIComponent('/news/mostra-2026')}`,
    );
    const search = matchUrl('/en/search?q=ponte&filtro=a&filtro=b');
    const link = new URL(loginLinkFor(search), 'https://x.invalid');
    expect(link.pathname).toBe('/en/login');
    expect(link.searchParams.get('redirect')).toBe('/en/search?q=ponte&filtro=a&filtro=b');
  });

  it('gives the plain login link on login, password reset and unknown pages', () => {
    expect(loginLinkFor(matchUrl('/login?redirect=/settings'))).toBe('/login');
    expect(loginLinkFor(matchUrl('/reset_password/abc'))).toBe('/login');
    expect(loginLinkFor(matchUrl('/a/b'))).toBe('/login');
    expect(loginLinkFor(matchUrl('/en/'))).toBe('/en/login');
  });
});
