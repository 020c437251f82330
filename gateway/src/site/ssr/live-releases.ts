import type { PublicRemote, RemoteRegistry } from '../remote-registry';
import { type LiveServerEntry, liveServerEntries } from './render-page';

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
