import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { MANAGER, SECRET, signIn } from '../content/test-app';

interface LogLine {
  level: number;
  msg: string;
  setting?: string;
}
const INFO = 30;
const WARN = 40;

/** A gateway as `npm start` builds it, with its log lines kept for the test to read. */
async function startGateway(trustProxy: 'true' | 'false') {
  const dataDir = mkdtempSync(join(tmpdir(), 'oa-proxy-'));
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = await buildApp(
    testConfig({
      DATA_DIR: dataDir,
      CATALOGUE_SEED_RECORDS: '0',
      SESSION_SECRET: SECRET,
      TRUST_PROXY: trustProxy,
    }),
    { logger: { level: 'info', stream } },
  );
  await app.ready();
  const aboutProxy = () => lines.filter((l) => l.setting === 'TRUST_PROXY');
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, aboutProxy, close };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('TRUST_PROXY unset', () => {
  it('says so at start, and warns once when requests come through a proxy; Settings > Developer shows it', async () => {
    const gateway = await startGateway('false');
    close = gateway.close;
    const start = gateway.aboutProxy();
    expect(start).toHaveLength(1);
    expect(start[0]?.level).toBe(INFO);
    expect(start[0]?.msg).toMatch(/TRUST_PROXY is not set/);

    const manager = await signIn(gateway.app, MANAGER);
    const facts = async () =>
      (await gateway.app.inject({ url: '/api/auth/ca/getSize', headers: manager.headers })).json().proxy;
    expect(await facts()).toEqual({ trustProxy: false, forwardedSeen: false });
    expect(gateway.aboutProxy().filter((l) => l.level === WARN)).toHaveLength(0);

    for (const headers of [
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=198.51.100.2;proto=https' },
      { 'x-forwarded-for': '203.0.113.8' },
    ])
      await gateway.app.inject({ url: '/api/health', headers });
    const warnings = gateway.aboutProxy().filter((l) => l.level === WARN);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toMatch(/every visitor as the proxy address/);
    expect(warnings[0]?.msg).toMatch(/Set TRUST_PROXY=true/);
    expect(await facts()).toEqual({ trustProxy: false, forwardedSeen: true });
  });
});

describe('TRUST_PROXY=true', () => {
  it('logs nothing about it, and Settings > Developer shows the proxy trusted', async () => {
    const gateway = await startGateway('true');
    close = gateway.close;
    await gateway.app.inject({ url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(gateway.aboutProxy()).toEqual([]);
    const manager = await signIn(gateway.app, MANAGER);
    const res = await gateway.app.inject({ url: '/api/auth/ca/getSize', headers: manager.headers });
    expect(res.json().proxy).toEqual({ trustProxy: true, forwardedSeen: false });
  });
});
