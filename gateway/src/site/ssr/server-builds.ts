import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createInstance } from '@module-federation/enhanced/runtime';

const require = createRequire(import.meta.url);

/**
 * The remotes' (and the shell's) server builds, loaded in this process as Module Federation
 * containers (SSR.md). The gateway provides the React singletons (its own React, production build
 * when NODE_ENV=production) and loads entries from disk only: a runtime plugin `require`s the
 * `file://` entry, so no code is ever fetched over the network.
 *
 * A build is loaded once per file and modification time: a deploy points at another version folder
 * (another file), a rebuilt shell has a new mtime; the next request simply uses the new one, no
 * restart. Only the few newest builds per container stay cached.
 */
const REACT_SHARED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-dom/server'];
const KEEP_PER_NAME = 3;

function sharedReact() {
  const { version } = require('react/package.json') as { version: string };
  return Object.fromEntries(
    REACT_SHARED.map((key) => [
      key,
      { version, lib: () => require(key), shareConfig: { singleton: true, requiredVersion: `^${version}` } },
    ]),
  );
}

/** Entries are files of this machine, read with require; anything else is refused. */
const fileEntries = () => ({
  name: 'archive-file-entries',
  async loadEntry({ remoteInfo }: { remoteInfo: { entry: string } }) {
    if (!remoteInfo.entry.startsWith('file://'))
      throw new Error(`not a local server build: ${remoteInfo.entry}`);
    return require(fileURLToPath(remoteInfo.entry));
  },
});

let instances = 0;

export class ServerBuilds {
  private readonly loaded = new Map<string, Promise<unknown>>();
  private readonly keysByName = new Map<string, string[]>();

  /** `./server` of the container `name` built into `entryFile` (throws if absent or broken). */
  load<T>(name: string, entryFile: string): Promise<T> {
    const key = `${entryFile}@${statSync(entryFile).mtimeMs}`;
    let module = this.loaded.get(key);
    if (!module) {
      module = this.import(name, entryFile, key);
      this.loaded.set(key, module);
      module.catch(() => this.loaded.delete(key));
      this.remember(name, key);
    }
    return module as Promise<T>;
  }

  private async import(name: string, entryFile: string, key: string): Promise<unknown> {
    // A file rewritten in place (a rebuilt shell) is read again, not taken from require's cache.
    delete require.cache[entryFile];
    instances += 1;
    // One runtime instance per build: two versions of a remote may be live at once during a deploy.
    const federation = createInstance({
      name: `gateway_ssr_${instances}`,
      // The MF runtime caches entries by URL across instances: the build's key makes each one new.
      remotes: [{ name, entry: `${pathToFileURL(entryFile).href}?build=${encodeURIComponent(key)}` }],
      shared: sharedReact(),
      plugins: [fileEntries()],
    });
    const module = await federation.loadRemote(`${name}/server`);
    if (!module) throw new Error(`${name}: its server build exposes no ./server`);
    return module;
  }

  private remember(name: string, key: string): void {
    const keys = [...(this.keysByName.get(name) ?? []), key];
    for (const old of keys.splice(0, Math.max(0, keys.length - KEEP_PER_NAME))) {
      this.loaded.delete(old);
      const file = old.slice(0, old.lastIndexOf('@'));
      delete require.cache[file];
    }
    this.keysByName.set(name, keys);
  }
}
