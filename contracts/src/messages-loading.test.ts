import { afterEach, describe, expect, it, vi } from 'vitest';

// The browser's view of messages.ts: Italian bundled, other locales loaded on demand. This file
// never imports messages-all, so nothing but Italian is registered until a test loads a locale.
afterEach(() => {
  vi.doUnmock('./messages/de');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('loadLocaleMessages', () => {
  it('answers in Italian until a locale is loaded, then in that locale', async () => {
    const m = await import('./messages');
    expect(m.hasLocaleMessages('it')).toBe(true);
    expect(m.hasLocaleMessages('en')).toBe(false);
    expect(m.t('error.notFound', 'en')).toBe('La pagina non è disponibile');
    await m.loadLocaleMessages('en');
    expect(m.hasLocaleMessages('en')).toBe(true);
    expect(m.t('error.notFound', 'en')).toBe('The page is not available');
    expect(m.messagesFor('en')['error.backHome']).toBe('Back to home');
    // Loading one locale loads no other.
    expect(m.hasLocaleMessages('fr')).toBe(false);
    expect(m.messagesFor('fr')['error.backHome']).toBe('Torna alla home');
  });

  it('shares one load between concurrent callers', async () => {
    const m = await import('./messages');
    const first = m.loadLocaleMessages('fr');
    expect(m.loadLocaleMessages('fr')).toBe(first);
    await first;
    expect(m.t('error.status', 'fr', { status: 404 })).toBe('Erreur 404');
  });

  it('logs a failed load, keeps Italian, and tries again next time', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.doMock('./messages/de', () => {
      throw new Error('offline');
    });
    const m = await import('./messages');
    await expect(m.loadLocaleMessages('de')).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(m.hasLocaleMessages('de')).toBe(false);
    expect(m.t('error.notFound', 'de')).toBe('La pagina non è disponibile');
    vi.doUnmock('./messages/de');
    await m.loadLocaleMessages('de');
    expect(m.t('error.notFound', 'de')).toBe('Die Seite ist nicht verfügbar');
  });
});
