import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadSessionSecret } from '../identity/secret';
import { ConfigError, loadConfig, testConfig } from './index';

describe('content settings', () => {
  it('names a bad variable', () => {
    expect(() => loadConfig({ CONTENT_STORE: 'cassandra' })).toThrow(/CONTENT_STORE/);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: 'lots' })).toThrow(/UPLOAD_MAX_BYTES/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it('has demo defaults and no secret default', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      CONTENT_STORE: 'embedded',
      IDENTITY_PROVIDER: 'local',
      MAIL_TRANSPORT: 'outbox',
      SEED_ADMIN_EMAIL: 'admin@example.org',
      UPLOAD_MAX_BYTES: 10 * 1024 * 1024,
    });
    expect(c.SESSION_SECRET).toBeUndefined();
  });

  it('generates the session secret once, private, and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-secret-'));
    const a = loadSessionSecret(undefined, dir);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(loadSessionSecret(undefined, dir)).toBe(a);
    const file = join(dir, 'secrets', 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(a);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadSessionSecret('given-'.repeat(8), dir)).toBe('given-'.repeat(8));
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses CONTENT_STORE=postgres without DATABASE_URL, naming the variable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-pgcfg-'));
    const err = await buildApp(
      testConfig({ DATA_DIR: dir, CATALOGUE_SEED_RECORDS: '0', CONTENT_STORE: 'postgres' }),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect(String((err as Error).message)).toMatch(/DATABASE_URL/);
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to start Mailgun without its key, naming the variable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-mailcfg-'));
    const err = await buildApp(
      testConfig({ DATA_DIR: dir, CATALOGUE_SEED_RECORDS: '0', MAIL_TRANSPORT: 'mailgun' }),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect(String((err as Error).message)).toMatch(/MAILGUN_API_KEY/);
    rmSync(dir, { recursive: true, force: true });
  });
});
