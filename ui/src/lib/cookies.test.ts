import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from './cookies';

const clear = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the test resets the jar
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
};

describe('readCookie', () => {
  afterEach(clear);

  it('answers a malformed value as written instead of throwing (every non-GET call reads a cookie)', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays another script writing raw text
    document.cookie = 'oa_csrf=100%; path=/';
    expect(() => readCookie('oa_csrf')).not.toThrow();
    expect(readCookie('oa_csrf')).toBe('100%');
  });

  it('decodes well-formed values and answers undefined for absent cookies', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = 'oa_locale=en%20GB; path=/';
    expect(readCookie('oa_locale')).toBe('en GB');
    expect(readCookie('missing')).toBeUndefined();
  });

  it("prefers the gateway's __Host- cookie (https) to a bare one of the same name", () => {
    // jsdom's page is http, where browsers refuse __Host- cookies: play the https jar instead.
    const jar = vi.spyOn(document, 'cookie', 'get').mockReturnValue('oa_csrf=bare; __Host-oa_csrf=prefixed');
    expect(readCookie('oa_csrf')).toBe('prefixed');
    jar.mockRestore();
  });
});
