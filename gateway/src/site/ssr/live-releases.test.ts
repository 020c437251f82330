import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileRegistryState } from '../file-registry-state';
import { RemoteRegistry } from '../remote-registry';
import { liveReleases, serverEntry } from './live-releases';

/**
 * The live releases a render draws with, kept between renders (issue 22): a deploy or a rollback
 * is drawn by the very next render; a release folder changed in place within 500 ms. Real files in
 * a temporary folder, the clock given to the function.
 */
let dir: string;
let registry: RemoteRegistry;
let state: FileRegistryState;

const release = (version: string, withServerBuild = true) => {
  const folder = registry.versionDir('mf-catalogue', version);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'meta.json'), JSON.stringify({ version, contractsVersion: '1.0.0' }));
  if (withServerBuild) {
    mkdirSync(path.dirname(serverEntry(folder)), { recursive: true });
    writeFileSync(serverEntry(folder), 'module.exports = {};');
  }
};
const activate = (...history: string[]) =>
  state.update((file) => ({
    ...file,
    remotes: { ...file.remotes, 'mf-catalogue': { history, retired: [] } },
  }));
const versions = (t: number) => {
  const { remotes, live } = liveReleases(registry, t);
  return { page: remotes.map((r) => r.version), server: live.map((e) => e.version) };
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'oa-live-releases-'));
  state = new FileRegistryState(path.join(dir, 'remotes.json'));
  registry = new RemoteRegistry(state, dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the live releases a render draws with', () => {
  it('changes on the very next render after a deploy and after a rollback', async () => {
    release('1.0.0');
    release('1.1.0');
    await activate('1.0.0');
    const t = 1_000_000;
    expect(versions(t)).toEqual({ page: ['1.0.0'], server: ['1.0.0'] });
    await activate('1.0.0', '1.1.0');
    expect(versions(t + 1)).toEqual({ page: ['1.1.0'], server: ['1.1.0'] });
    await activate('1.0.0');
    expect(versions(t + 2)).toEqual({ page: ['1.0.0'], server: ['1.0.0'] });
  });

  it('reads the release folders again at most every 500 ms', async () => {
    release('2.0.0', false);
    await activate('2.0.0');
    const t = 2_000_000;
    expect(versions(t)).toEqual({ page: ['2.0.0'], server: [] });
    // The server build appears in the same release folder (a rebuild in place).
    release('2.0.0', true);
    expect(versions(t + 100).server).toEqual([]);
    expect(versions(t + 600).server).toEqual(['2.0.0']);
  });
});
