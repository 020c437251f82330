import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createInstance } from '@module-federation/enhanced/runtime';
import { requiredFileTime } from './file-times';

const require = createRequire(import.meta.url);

/**
 * The shell's and the remotes' server builds, loaded in this process as Module Federation
 * containers (SSR.md). As in the browser, a remote renders with the shell's shared modules
 * (@archive/ui, react-intl, swr, the contracts messages: scripts/rspack/server-config.ts), so the
 * shell's container and the remote's live in one runtime instance; the gateway provides only the
 * React singletons (its own React, production build under NODE_ENV=production). Entries are files
 * on this machine, `require`d by a runtime plugin: no code is ever fetched over the network.
 *
 * An instance is kept per (shell build, remote build), each known by file and modification time:
 * a deploy points at another version folder, a rebuilt shell has a new mtime, and the next request
 * simply uses the new pair, without a restart. A container can be initialised once only, so every
 * instance evaluates its entries afresh; only the few newest instances per remote stay cached.
 */
const REACT_SHARED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-dom/server'];
const KEEP_PER_REMOTE = 3;
const SHELL = 'shell';

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
    const file = fileURLToPath(remoteInfo.entry);
    // Each instance evaluates the entry anew (a container initialises with one share scope only).
    delete require.cache[file];
    return require(file);
  },
});

export interface ServerEntry {
  /** Module Federation name (mf_catalogue). */
  name: string;
  /** Absolute path of its server/remoteEntry.cjs. */
  file: string;
}

export interface PageModules<S, R> {
  shell: S;
  remote?: R;
  /**
   * Another remote's exposed module from the same instance ('mf_catalogue/Shuffle': the home's
   * catalogue sections, drawn inside mf-content's page), for the builds given as `others`.
   */
  loadExposed: (id: string) => Promise<unknown>;
}

const keyOf = (file: string) => `${file}@${requiredFileTime(file)}`;

let instances = 0;

export class ServerBuilds {
  private readonly loaded = new Map<string, Promise<PageModules<unknown, unknown>>>();
  private readonly keysByRemote = new Map<string, string[]>();

  /**
   * `./server` of the shell and, when given, of a remote, from one runtime instance (throws if a
   * build is absent or does not load). `others` are registered in the instance too, their entries
   * read only when a render asks for one of their exposed modules.
   */
  page<S, R>(
    shellFile: string,
    remote?: ServerEntry,
    others: ServerEntry[] = [],
  ): Promise<PageModules<S, R>> {
    const key = [
      keyOf(shellFile),
      remote ? keyOf(remote.file) : '',
      ...others.map((o) => keyOf(o.file)),
    ].join('|');
    let modules = this.loaded.get(key);
    if (!modules) {
      modules = this.import(shellFile, remote, others);
      this.loaded.set(key, modules);
      modules.catch(() => this.loaded.delete(key));
      this.remember(remote?.name ?? SHELL, key);
    }
    return modules as Promise<PageModules<S, R>>;
  }

  private async import(
    shellFile: string,
    remote: ServerEntry | undefined,
    others: ServerEntry[],
  ): Promise<PageModules<unknown, unknown>> {
    instances += 1;
    const url = (file: string) => `${pathToFileURL(file).href}?instance=${instances}`;
    const federation = createInstance({
      name: `gateway_ssr_${instances}`,
      remotes: [
        { name: SHELL, entry: url(shellFile) },
        ...[...(remote ? [remote] : []), ...others].map((r) => ({ name: r.name, entry: url(r.file) })),
      ],
      shared: sharedReact(),
      plugins: [fileEntries()],
    });
    // The shell first: initialising its container provides the shared modules the remote takes.
    const shell = await federation.loadRemote(`${SHELL}/server`);
    if (!shell) throw new Error("the shell's server build exposes no ./server");
    const known = new Set(others.map((o) => o.name));
    const loadExposed = async (id: string) => {
      // Only the builds given as others, and never their ./server (not a component).
      const [name, module] = id.split('/');
      if (!name || !known.has(name) || !module || module === 'server')
        throw new Error(`${id} is not offered`);
      const loaded = await federation.loadRemote(id);
      if (!loaded) throw new Error(`${id}: not exposed by its server build`);
      return loaded;
    };
    if (!remote) return { shell, loadExposed };
    const module = await federation.loadRemote(`${remote.name}/server`);
    if (!module) throw new Error(`${remote.name}: its server build exposes no ./server`);
    return { shell, remote: module, loadExposed };
  }

  private remember(name: string, key: string): void {
    const keys = [...(this.keysByRemote.get(name) ?? []).filter((k) => k !== key), key];
    for (const old of keys.splice(0, Math.max(0, keys.length - KEEP_PER_REMOTE))) this.loaded.delete(old);
    this.keysByRemote.set(name, keys);
  }
}
