import { describe, expect, it } from 'vitest';
import { isAllowedHost, publicOriginFor, publicUrlWarning } from './public-origin';

const base = { ALLOWED_HOSTS: [] as string[], NODE_ENV: 'production' };
const req = (host: string, protocol: 'http' | 'https' = 'https') => ({ host, protocol });

describe('publicOriginFor', () => {
  it('uses PUBLIC_URL whatever Host the request named', () => {
    const s = { ...base, PUBLIC_URL: 'https://archivio.example.org/' };
    expect(publicOriginFor(s, req('evil.example'))).toBe('https://archivio.example.org');
  });

  it('without PUBLIC_URL, answers only for listed hosts', () => {
    const s = { ...base, ALLOWED_HOSTS: ['archivio.example.org', 'archive.example.org:8443'] };
    expect(publicOriginFor(s, req('Archivio.Example.org'))).toBe('https://archivio.example.org');
    expect(publicOriginFor(s, req('archive.example.org:8443'))).toBe('https://archive.example.org:8443');
    expect(publicOriginFor(s, req('evil.example'))).toBeUndefined();
    expect(publicOriginFor(s, req('archivio.example.org.evil.example'))).toBeUndefined();
    expect(isAllowedHost(s, 'archivio.example.org/@evil')).toBe(false);
  });

  it('with nothing configured, only loopback hosts get links (development)', () => {
    expect(publicOriginFor(base, req('localhost:8080', 'http'))).toBe('http://localhost:8080');
    expect(publicOriginFor(base, req('127.0.0.1:3000', 'http'))).toBe('http://127.0.0.1:3000');
    expect(publicOriginFor(base, req('evil.example', 'http'))).toBeUndefined();
  });
});

describe('publicUrlWarning', () => {
  it('warns in production without PUBLIC_URL, and only then', () => {
    expect(publicUrlWarning(base)).toMatch(/PUBLIC_URL is not set/);
    expect(publicUrlWarning({ ...base, PUBLIC_URL: 'https://a.example' })).toBeUndefined();
    expect(publicUrlWarning({ ...base, NODE_ENV: 'development' })).toBeUndefined();
  });
});
