import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RemoteName } from '@archive/contracts/routes';
import { mfName, RegistryError, type RemoteRegistry } from '../remote-registry';
import { liveServerEntries, serverEntry } from './live-releases';
import type { ServerBuilds } from './server-builds';

/**
 * Before a version goes live: its server build, if it ships one, must load in this process and
 * expose a `render` function (deploying a remote runs its code inside the gateway; a build that
 * cannot even load is refused rather than discovered by the first visitor). A release without a
 * server build is drawn by the browser alone.
 */
export async function checkServerBuild(
  registry: RemoteRegistry,
  builds: ServerBuilds,
  shellDir: string,
  remote: RemoteName,
  version: string,
): Promise<void> {
  const entry = serverEntry(registry.versionDir(remote, version));
  const shellFile = serverEntry(shellDir);
  // Without the shell's server build nothing is rendered on the server: nothing to check against.
  if (!existsSync(entry) || !existsSync(shellFile)) return;
  try {
    const { remote: server } = await builds.page<unknown, { render?: unknown }>(shellFile, {
      name: mfName(remote),
      file: entry,
    });
    if (typeof server?.render !== 'function') throw new Error('its ./server has no render function');
  } catch (err) {
    throw new RegistryError(
      `${remote} ${version}: the server build does not load (${withoutServerPaths(
        String((err as Error)?.message ?? err),
        registry.bundlesDir,
      )})`,
      'MISSING_BUNDLE',
    );
  }
}

/**
 * A load error's words without where this server keeps things (the deploy API answers them): the
 * bundles folder is cut from the paths and file URLs under it (`shell/dist/server/remoteEntry.cjs`
 * is left), any other absolute path (a require stack into the gateway's own files) is replaced.
 */
export function withoutServerPaths(message: string, bundlesDir: string): string {
  const root = path.resolve(bundlesDir) + path.sep;
  return message
    .replaceAll(pathToFileURL(root).href, '')
    .replaceAll(root, '')
    .replace(/\?instance=\d+/g, '')
    .replace(/file:\/\/[^\s"'()]+/g, '<server file>')
    .replace(/(^|[\s"'(=,[])\/(?:[^\s"'()/]+\/)+[^\s"'()]*/g, '$1<server path>');
}

/** Loads the live server builds ahead of the first visitor (at start, in the background). */
export async function warmServerBuilds(
  registry: RemoteRegistry,
  builds: ServerBuilds,
  shellDir: string,
  log: (err: unknown, what: string) => void,
): Promise<void> {
  const shellFile = serverEntry(shellDir);
  if (!existsSync(shellFile)) return;
  await builds.page(shellFile).catch((err) => log(err, 'shell'));
  // The same (owner, others) sets the pages render with (render-page.ts).
  const live = liveServerEntries(registry);
  for (const owner of live)
    await builds
      .page(
        shellFile,
        owner,
        live.filter((e) => e !== owner),
      )
      .catch((err) => log(err, owner.name));
}
