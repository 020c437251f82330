import { existsSync } from 'node:fs';
import type { RemoteName } from '@archive/contracts/routes';
import { mfName, RegistryError, type RemoteRegistry } from '../remote-registry';
import { serverEntry } from './render-page';
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
      `${remote} ${version}: the server build does not load (${(err as Error).message})`,
      'MISSING_BUNDLE',
    );
  }
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
  for (const { name, version } of registry.publicList()) {
    const entry = serverEntry(registry.versionDir(name.replace('_', '-') as RemoteName, version));
    if (existsSync(entry)) await builds.page(shellFile, { name, file: entry }).catch((err) => log(err, name));
  }
}
