import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileRegistryState } from '../file-registry-state';
import { RemoteRegistry } from '../remote-registry';
import { serverEntry } from '../ssr/live-releases';
import { BUILD_TIMES_TTL_MS, remotesVersion } from './page-versions';

/**
 * The remotes' part of a cached page's versions (issue 22): a deploy or a rollback is seen by the
 * very next request; a release rebuilt in place (same version, new server build) within
 * BUILD_TIMES_TTL_MS, without a file stat on every cached answer. Real files in a temporary folder,
 * the clock given to the function.
 */
let dir: string;
let registry: RemoteRegistry;
let state: FileRegistryState;
let shellDir: string;

const release = (version: string) => {
  const entry = serverEntry(registry.versionDir('mf-catalogue', version));
  mkdirSync(path.dirname(entry), { recursive: true });
  writeFileSync(entry, 'module.exports = {};');
  return entry;
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'oa-page-versions-'));
  state = new FileRegistryState(path.join(dir, 'remotes.json'));
  registry = new RemoteRegistry(state, dir);
  shellDir = path.join(dir, 'shell', 'dist');
  mkdirSync(shellDir, { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html>');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const activate = (...history: string[]) =>
  state.update((file) => ({
    ...file,
    remotes: { ...file.remotes, 'mf-catalogue': { history, retired: [] } },
  }));

describe('the remotes in a page version', () => {
  it('changes on the very next request after a deploy and after a rollback', async () => {
    release('1.0.0');
    release('1.1.0');
    await activate('1.0.0');
    const t = 1_000_000;
    const first = remotesVersion({ registry, shellDir }, t);
    expect(first).toContain('mf-catalogue@1.0.0');
    await activate('1.0.0', '1.1.0');
    const deployed = remotesVersion({ registry, shellDir }, t + 1);
    expect(deployed).toContain('mf-catalogue@1.1.0');
    await activate('1.0.0');
    expect(remotesVersion({ registry, shellDir }, t + 2)).toBe(first);
  });

  it('sees a release rebuilt in place once its file times are read again', async () => {
    const entry = release('1.0.0');
    await activate('1.0.0');
    const t = 2_000_000;
    const before = remotesVersion({ registry, shellDir }, t);
    const later = new Date(Date.now() + 60_000);
    utimesSync(entry, later, later);
    // Within the interval the cached answers do not stat the files again...
    expect(remotesVersion({ registry, shellDir }, t + BUILD_TIMES_TTL_MS / 2)).toBe(before);
    // ...after it, the rebuilt server build makes another version: pages are drawn anew.
    expect(remotesVersion({ registry, shellDir }, t + BUILD_TIMES_TTL_MS)).not.toBe(before);
  });
});
