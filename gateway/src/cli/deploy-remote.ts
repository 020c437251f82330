import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@archive/contracts/routes';
import { ConfigError, loadConfig } from '../config';
import { FileRegistryState } from '../site/file-registry-state';
import { isRemoteName, RegistryError, RemoteRegistry, registryPath } from '../site/remote-registry';
import { checkServerBuild } from '../site/ssr/check-server-build';
import { ServerBuilds } from '../site/ssr/server-builds';
import { StoreRegistryState } from '../site/store-registry-state';

/**
 * Independent deployment of one remote (the shell is never rebuilt):
 *
 *   npm run deploy:remote -- mf-catalogue              build it into dist/<version>/ and make it live
 *   npm run deploy:remote -- mf-catalogue --no-build   make the newest existing build live
 *   npm run deploy:remote -- mf-catalogue --version 0.1.0-3fa9c1d2e4
 *   npm run rollback:remote -- mf-catalogue            re-point to the previous version
 *   node --import tsx gateway/src/cli/deploy-remote.ts list
 *
 * Reads DATA_DIR and BUNDLES_DIR like the gateway (with CONTENT_STORE=postgres, the registry the
 * gateways share in DATABASE_URL). The registry file is written atomically; a
 * running gateway sees the change on its next /remotes.json (visitors get it on their next load).
 * Exit codes: 0 done, 1 refused (missing manifest, incompatible contracts, nothing to roll back), 2 usage.
 */
const usage = `usage: deploy-remote deploy <remote> [--no-build] [--version <v>]
       deploy-remote rollback <remote>
       deploy-remote list
remotes: ${REMOTES.join(', ')}`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

function build(bundlesDir: string, remote: string): string {
  const dir = path.join(bundlesDir, remote);
  const rspack = path.join(dir, 'node_modules/.bin/rspack');
  console.log(
    `building ${remote}${process.env.BUILD_STAMP ? ` (BUILD_STAMP=${process.env.BUILD_STAMP})` : ''} ...`,
  );
  const result = spawnSync(rspack, ['build'], { cwd: dir, stdio: 'inherit', env: process.env });
  if (result.status !== 0) fail(`${remote}: build failed`);
  return (JSON.parse(readFileSync(path.join(dir, 'dist/latest.json'), 'utf8')) as { version: string })
    .version;
}

async function main(argv: string[]) {
  const [command, remote, ...rest] = argv;
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message, 2);
    throw err;
  }
  const bundlesDir = path.resolve(config.BUNDLES_DIR);
  const file = registryPath(path.resolve(config.DATA_DIR));
  const registry = new RemoteRegistry(await registryState(config, file), bundlesDir);
  try {
    await run(registry, bundlesDir, command, remote, rest);
  } finally {
    registry.state.close?.();
    await shared?.close();
  }
}

let shared: { close(): Promise<void> } | undefined;

/** The gateways' registry: in the database when they share one (CONTENT_STORE=postgres), else the file. */
async function registryState(config: ReturnType<typeof loadConfig>, file: string) {
  if (config.CONTENT_STORE !== 'postgres') return file;
  if (!config.DATABASE_URL) fail('DATABASE_URL is required when CONTENT_STORE=postgres', 2);
  const { PostgresContentStore } = await import('../content/postgres-store');
  const store = await PostgresContentStore.open(config.DATABASE_URL);
  shared = store;
  return StoreRegistryState.open(store, { initial: new FileRegistryState(file).read() });
}

async function run(
  registry: RemoteRegistry,
  bundlesDir: string,
  command: string | undefined,
  remote: string | undefined,
  rest: string[],
) {
  if (command === 'list') {
    for (const r of REMOTES) {
      const record = registry.read().remotes[r];
      console.log(
        `${r}: ${record?.history.at(-1) ?? '(not deployed)'}  history: ${record?.history.join(' ') ?? '-'}`,
      );
    }
    return;
  }
  if ((command !== 'deploy' && command !== 'rollback') || !isRemoteName(remote)) fail(usage, 2);

  try {
    if (command === 'rollback') {
      const { from, to } = await registry.rollback(remote);
      console.log(`${remote}: rolled back ${from} -> ${to}`);
      return;
    }
    const versionFlag = rest.indexOf('--version');
    let version = versionFlag >= 0 ? rest[versionFlag + 1] : undefined;
    if (versionFlag >= 0 && !version) fail(usage, 2);
    if (!version) {
      version = rest.includes('--no-build')
        ? registry.builtVersions(remote)[0]?.version
        : build(bundlesDir, remote);
    }
    if (!version) fail(`${remote}: no build found in ${path.join(bundlesDir, remote, 'dist')}`);
    registry.verify(remote, version);
    // Its server build must load here too (the gateways will run it): refused otherwise.
    await checkServerBuild(
      registry,
      new ServerBuilds(),
      path.join(bundlesDir, 'shell', 'dist'),
      remote,
      version,
    );
    const { previous } = await registry.deploy(remote, version);
    console.log(
      `${remote}: ${version} is live${previous && previous !== version ? ` (was ${previous})` : ''}`,
    );
  } catch (err) {
    if (err instanceof RegistryError) fail(`${remote}: refused (${err.code}): ${err.message}`);
    throw err;
  }
}

await main(process.argv.slice(2));
