import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACTS_VERSION } from '@archive/contracts/http';
import { REMOTES, type RemoteName } from '@archive/contracts/routes';
import { isCompatibleContracts } from './contracts-version';
import { FileRegistryState } from './file-registry-state';
import type { RegistryFile, RegistryState } from './registry-state';

/**
 * The remotes registry: which version of each remote is live. Its state lives behind
 * RegistryState: one JSON file under DATA_DIR for one machine (file-registry-state.ts), or the
 * content store that gateways on several machines share (store-registry-state.ts), so a deploy
 * through one gateway, or by the CLI, is live on all of them without a restart.
 */

/** meta.json written next to each build by scripts/rspack/finalise-build.ts. */
export interface RemoteMeta {
  name: string;
  remote: string;
  version: string;
  contractsVersion: string;
  builtAt: string;
  build?: string;
}

export interface PublicRemote {
  name: string;
  entry: string;
  version: string;
  contractsVersion: string;
}

export class RegistryError extends Error {
  constructor(
    message: string,
    readonly code: 'UNKNOWN_REMOTE' | 'MISSING_BUNDLE' | 'INCOMPATIBLE_CONTRACTS' | 'NO_PREVIOUS_VERSION',
  ) {
    super(message);
  }
}

export const isRemoteName = (value: unknown): value is RemoteName =>
  typeof value === 'string' && (REMOTES as readonly string[]).includes(value);

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,80}$/;
export const isVersion = (value: unknown): value is string =>
  typeof value === 'string' && VERSION.test(value);

export const mfName = (remote: RemoteName) => remote.replace('-', '_');

export function registryPath(dataDir: string): string {
  return path.join(dataDir, 'site', 'remotes.json');
}

export class RemoteRegistry {
  readonly state: RegistryState;

  constructor(
    /** A RegistryState, or the path of the registry's JSON file. */
    state: RegistryState | string,
    /** Folder holding <remote>/dist/<version>/. */
    readonly bundlesDir: string,
    readonly contractsVersion: string = CONTRACTS_VERSION,
  ) {
    this.state = typeof state === 'string' ? new FileRegistryState(state) : state;
  }

  versionDir(remote: RemoteName, version: string): string {
    return path.join(this.bundlesDir, remote, 'dist', version);
  }

  read(): RegistryFile {
    return this.state.read();
  }

  readMeta(remote: RemoteName, version: string): RemoteMeta | undefined {
    try {
      return JSON.parse(
        readFileSync(path.join(this.versionDir(remote, version), 'meta.json'), 'utf8'),
      ) as RemoteMeta;
    } catch {
      return undefined;
    }
  }

  /**
   * Checks a build before it goes live: manifest and remoteEntry.js present (the shell loads the
   * latter), contracts version compatible.
   */
  verify(remote: RemoteName, version: string): RemoteMeta {
    if (!isRemoteName(remote)) throw new RegistryError(`Unknown remote "${remote}"`, 'UNKNOWN_REMOTE');
    if (!isVersion(version)) throw new RegistryError(`Invalid version "${version}"`, 'MISSING_BUNDLE');
    const dir = this.versionDir(remote, version);
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      if (!existsSync(path.join(dir, file)))
        // Named relative to the bundles folder: the answer must not show the server's file system.
        throw new RegistryError(
          `${remote} ${version}: ${file} not found in ${remote}/dist/${version}/`,
          'MISSING_BUNDLE',
        );
    }
    const meta = this.readMeta(remote, version);
    if (!meta) throw new RegistryError(`${remote} ${version}: meta.json not found`, 'MISSING_BUNDLE');
    if (!isCompatibleContracts(meta.contractsVersion, this.contractsVersion)) {
      throw new RegistryError(
        `${remote} ${version} was built against contracts ${meta.contractsVersion}, the gateway has ${this.contractsVersion}`,
        'INCOMPATIBLE_CONTRACTS',
      );
    }
    return meta;
  }

  current(remote: RemoteName): string | undefined {
    return this.read().remotes[remote]?.history.at(-1);
  }

  /** Makes `version` live (after verify); answers the previous live version. */
  async deploy(remote: RemoteName, version: string): Promise<{ previous?: string; version: string }> {
    this.verify(remote, version);
    let previous: string | undefined;
    await this.state.update((current) => {
      const file = structuredClone(current);
      const record = file.remotes[remote] ?? { history: [], retired: [] };
      previous = record.history.at(-1);
      if (previous !== version)
        record.history = [...record.history.filter((v) => v !== version), version].slice(-20);
      record.retired = record.retired.filter((v) => v !== version);
      file.remotes[remote] = record;
      return file;
    });
    return { previous, version };
  }

  /** Re-points to the version live before the current one. */
  async rollback(remote: RemoteName): Promise<{ from: string; to: string }> {
    if (!isRemoteName(remote)) throw new RegistryError(`Unknown remote "${remote}"`, 'UNKNOWN_REMOTE');
    let moved: { from: string; to: string } | undefined;
    await this.state.update((current) => {
      const file = structuredClone(current);
      const record = file.remotes[remote];
      const from = record?.history.at(-1);
      const to = record?.history.at(-2);
      if (!record || !from || !to)
        throw new RegistryError(`${remote} has no previous version`, 'NO_PREVIOUS_VERSION');
      this.verify(remote, to);
      record.history = record.history.slice(0, -1);
      record.retired = [...record.retired.filter((v) => v !== from), from].slice(-20);
      moved = { from, to };
      return file;
    });
    if (!moved) throw new RegistryError(`${remote} has no previous version`, 'NO_PREVIOUS_VERSION');
    return moved;
  }

  /** Built versions on disk, newest build first. */
  builtVersions(remote: RemoteName): RemoteMeta[] {
    const dist = path.join(this.bundlesDir, remote, 'dist');
    let names: string[] = [];
    try {
      names = readdirSync(dist, { withFileTypes: true })
        .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
        .map((e) => e.name);
    } catch {
      return [];
    }
    return names
      .map((v) => this.readMeta(remote, v))
      .filter((m): m is RemoteMeta => !!m && isVersion(m.version))
      .sort((a, b) => b.builtAt.localeCompare(a.builtAt));
  }

  /**
   * Registers, per remote, the newest build the registry has never seen (a fresh install, or a
   * rebuild since the last start). Versions once live or rolled back from are not re-adopted, so
   * a rollback survives a restart. Answers what was adopted.
   */
  async adoptNewBuilds(): Promise<{ remote: RemoteName; version: string }[]> {
    const adopted: { remote: RemoteName; version: string }[] = [];
    for (const remote of REMOTES) {
      const newest = this.builtVersions(remote)[0];
      if (!newest) continue;
      const record = this.read().remotes[remote];
      const known = new Set([...(record?.history ?? []), ...(record?.retired ?? [])]);
      if (known.has(newest.version)) continue;
      try {
        await this.deploy(remote, newest.version);
        adopted.push({ remote, version: newest.version });
      } catch {
        // An incompatible or broken build is not adopted; the live version stays.
      }
    }
    return adopted;
  }

  /** What GET /remotes.json answers. */
  publicList(): PublicRemote[] {
    const file = this.read();
    return REMOTES.flatMap((remote) => {
      const version = file.remotes[remote]?.history.at(-1);
      if (!version) return [];
      const meta = this.readMeta(remote, version);
      return [
        {
          name: mfName(remote),
          entry: `/remotes/${remote}/${version}/remoteEntry.js`,
          version,
          contractsVersion: meta?.contractsVersion ?? 'unknown',
        },
      ];
    });
  }
}
