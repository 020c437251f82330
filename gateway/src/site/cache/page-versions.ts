import { statSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@archive/contracts/locales';
import { REMOTES } from '@archive/contracts/routes';
import type { CatalogueStore } from '../../catalogue/port';
import type { SiteRevision } from '../../content/site-revision';
import type { RemoteRegistry } from '../remote-registry';
import { serverEntry } from '../ssr/render-page';

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

const mtime = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/** Every locale's catalogue data version, or undefined for a store that cannot tell. */
export function catalogueVersion(catalogue: Pick<CatalogueStore, 'dataVersion'>): string | undefined {
  if (!catalogue.dataVersion) return undefined;
  return LOCALES.map((locale) => catalogue.dataVersion?.(locale) ?? '-').join(',');
}

/**
 * The live remote versions, with their server builds' file times (a release's server build mended
 * or broken in place is another build to the renderer: ssr/server-builds.ts keys on the file's
 * mtime), and the shell build's. One registry read and a few stats, no file read.
 */
export function remotesVersion(sources: Pick<VersionSources, 'registry' | 'shellDir'>): string {
  const { registry } = sources;
  const live = registry.read().remotes;
  return [
    ...REMOTES.map((remote) => {
      const version = live[remote]?.history.at(-1);
      return version
        ? `${remote}@${version}:${mtime(serverEntry(registry.versionDir(remote, version)))}`
        : '';
    }),
    `shell@${mtime(path.join(sources.shellDir, 'index.html'))}:${mtime(serverEntry(sources.shellDir))}`,
  ].join(',');
}

export async function pageVersions(sources: VersionSources): Promise<PageVersions | undefined> {
  const catalogue = catalogueVersion(sources.catalogue);
  if (catalogue === undefined) return undefined;
  return { catalogue, content: await sources.revision.current(), remotes: remotesVersion(sources) };
}

export const fingerprintOf = (v: PageVersions) => `${v.catalogue}|${v.content}|${v.remotes}`;
