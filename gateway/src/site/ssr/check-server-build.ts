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
  remote: RemoteName,
  version: string,
): Promise<void> {
  const entry = serverEntry(registry.versionDir(remote, version));
  if (!existsSync(entry)) return;
  try {
    const server = await builds.load<{ render?: unknown }>(mfName(remote), entry);
    if (typeof server.render !== 'function') throw new Error('its ./server has no render function');
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
  shellEntry: string,
  log: (err: unknown, what: string) => void,
): Promise<void> {
  const loads = [
    existsSync(shellEntry) ? builds.load('shell', shellEntry).catch((err) => log(err, 'shell')) : undefined,
    ...registry.publicList().map(({ name, version }) => {
      const remote = name.replace('_', '-') as RemoteName;
      const entry = serverEntry(registry.versionDir(remote, version));
      return existsSync(entry) ? builds.load(name, entry).catch((err) => log(err, name)) : undefined;
    }),
  ];
  await Promise.all(loads);
}
