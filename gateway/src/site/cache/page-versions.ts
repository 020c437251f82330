import path from 'node:path';
import { LOCALES } from '@archive/contracts/locales';
import { REMOTES } from '@archive/contracts/routes';
import type { CatalogueStore } from '../../catalogue/port';
import type { SiteRevision } from '../../content/site-revision';
import type { RemoteRegistry } from '../remote-registry';
import { FILE_TIMES_TTL_MS, fileTime } from '../ssr/file-times';
import { serverEntry } from '../ssr/live-releases';

/**
 * The versions of everything an anonymous page is drawn from. A cached page is used only while
 * these are what they were when it was drawn, so any change makes the next request draw anew:
 *
 * - `catalogue`: the store's data version of every locale (a record page shows other locales'
 *   titles in its alternates; an import or a record turned private changes it);
 * - `content`: the site revision (documents, site options, languages: content/site-revision.ts);
 * - `remotes`: the live version of every remote (a deploy or rollback) and the shell's build.
 *
 * A catalogue store that cannot tell its version (no `dataVersion`: MongoDB) gives undefined: its
 * pages are never cached, as their data may change at any moment.
 */
export interface PageVersions {
  catalogue: string;
  content: string;
  remotes: string;
}

export interface VersionSources {
  catalogue: Pick<CatalogueStore, 'dataVersion'>;
  revision: Pick<SiteRevision, 'current'>;
  registry: Pick<RemoteRegistry, 'read' | 'versionDir'>;
  shellDir: string;
}

/** Every locale's catalogue data version, or undefined for a store that cannot tell. */
export function catalogueVersion(catalogue: Pick<CatalogueStore, 'dataVersion'>): string | undefined {
  if (!catalogue.dataVersion) return undefined;
  return LOCALES.map((locale) => catalogue.dataVersion?.(locale) ?? '-').join(',');
}

/**
 * How long the server builds' file times are taken as read. Every page the cache answers asks for
 * the versions: seven stat calls a hit (a tenth of a cached answer's time) for files that change
 * when someone rebuilds a release in place, which is then seen within this much. A deploy or
 * rollback changes the registry itself, which is read on every call (its own file time, or the
 * store's polled copy): it is seen at once.
 */
export const BUILD_TIMES_TTL_MS = FILE_TIMES_TTL_MS;

let seenBuilds: { live: unknown; shellDir: string; at: number; value: string } | undefined;

/**
 * The live remote versions, with their server builds' file times (a release's server build mended
 * or broken in place is another build to the renderer: ssr/server-builds.ts keys on the file's
 * mtime), and the shell build's. One registry read; the stats at most every BUILD_TIMES_TTL_MS.
 */
export function remotesVersion(
  sources: Pick<VersionSources, 'registry' | 'shellDir'>,
  now = performance.now(),
): string {
  const { registry } = sources;
  // The registry's state hands back the same object until its file or store row changes.
  const live = registry.read().remotes;
  const held = seenBuilds;
  if (held && held.live === live && held.shellDir === sources.shellDir && now - held.at < BUILD_TIMES_TTL_MS)
    return held.value;
  // The same remembered times the renders read (ssr/file-times.ts): one memory of them, not two.
  const mtime = (file: string) => fileTime(file, now) ?? 0;
  const value = [
    ...REMOTES.map((remote) => {
      const version = live[remote]?.history.at(-1);
      return version
        ? `${remote}@${version}:${mtime(serverEntry(registry.versionDir(remote, version)))}`
        : '';
    }),
    `shell@${mtime(path.join(sources.shellDir, 'index.html'))}:${mtime(serverEntry(sources.shellDir))}`,
  ].join(',');
  seenBuilds = { live, shellDir: sources.shellDir, at: now, value };
  return value;
}

export async function pageVersions(sources: VersionSources): Promise<PageVersions | undefined> {
  const catalogue = catalogueVersion(sources.catalogue);
  if (catalogue === undefined) return undefined;
  return { catalogue, content: await sources.revision.current(), remotes: remotesVersion(sources) };
}

export const fingerprintOf = (v: PageVersions) => `${v.catalogue}|${v.content}|${v.remotes}`;
