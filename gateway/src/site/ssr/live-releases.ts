import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteName } from '@archive/contracts/routes';
import { mfName, type PublicRemote, type RemoteRegistry } from '../remote-registry';
import { SERVER_BUILD_DIR } from '../static-files';
import type { ServerEntry } from './server-builds';

/** The entry of a release's server build, if it has one. */
export const serverEntry = (dir: string) => path.join(dir, SERVER_BUILD_DIR, 'remoteEntry.cjs');

/** A remote's live release with a server build, as a render uses it. */
export interface LiveServerEntry extends ServerEntry {
  remote: RemoteName;
  version: string;
  /** The release's folder (browser files, styles, manifest). */
  dir: string;
}

/** The live version of each remote that has a server build, read once per render. */
export function liveServerEntries(registry: RemoteRegistry): LiveServerEntry[] {
  return REMOTES.flatMap((remote) => {
    const version = registry.current(remote);
    const dir = version ? registry.versionDir(remote, version) : undefined;
    const file = dir ? serverEntry(dir) : undefined;
    return version && dir && file && existsSync(file)
      ? [{ remote, name: mfName(remote), file, version, dir }]
      : [];
  });
}

/**
 * What every render reads of the registry: the live remotes for the page's payload and the live
 * server builds. Read anew per render, that was a registry stat, four meta.json reads and parses
 * and eight more stats a page, the same for every visitor (issue 22, the profile of a signed-in
 * home after the session hand-over). Kept while the registry's state is the same object (it is
 * replaced on a deploy, a rollback or another gateway's change) and for at most 500 ms, so a
 * release folder rebuilt in place is seen as soon as `page-versions.ts` sees its file times.
 */
const RECHECK_MS = 500;

interface LiveReleases {
  remotes: PublicRemote[];
  live: LiveServerEntry[];
}

const kept = new WeakMap<RemoteRegistry, { state: object; at: number; releases: LiveReleases }>();

export function liveReleases(registry: RemoteRegistry, now = Date.now()): LiveReleases {
  const state = registry.read();
  const known = kept.get(registry);
  if (known && known.state === state && now - known.at < RECHECK_MS) return known.releases;
  const releases = { remotes: registry.publicList(), live: liveServerEntries(registry) };
  kept.set(registry, { state, at: now, releases });
  return releases;
}
