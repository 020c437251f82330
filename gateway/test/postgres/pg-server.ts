import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A throw-away PostgreSQL server for tests and benches: Debian's PostgreSQL (`apt-get install -y
 * postgresql`, which starts no server by itself), initdb in a temporary folder, its own port on
 * 127.0.0.1 and its own socket folder, stopped and deleted by stop(). initdb and the server refuse
 * to run as root, so as root they run as the `postgres` user the package creates.
 *
 * Tests that need it call requirePostgres(): under `npm test` (PG_REQUIRED=1, scripts/test.sh) a
 * machine without PostgreSQL fails the suite; a targeted run without it skips with the reason.
 */

export interface PgServer {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  /** Creates an empty database and answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (fast shutdown: connections are cut) without deleting its data. */
  halt(): Promise<void>;
  /** Starts a halted server again on the same port and data. */
  resume(): Promise<void>;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
  /** Runs a pg binary (psql, pg_basebackup, ...) as the server's owner. */
  tool(name: string, args: string[]): Promise<string>;
}

/** The newest installed PostgreSQL's bin folder, or undefined. */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN_DIR && existsSync(join(process.env.PG_BIN_DIR, 'initdb')))
    return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

/** Why PostgreSQL tests cannot run here, or undefined when they can. */
export function postgresMissing(): string | undefined {
  if (!postgresBinDir())
    return 'PostgreSQL is not installed (apt-get install -y postgresql; npm test installs it when root)';
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres']).status !== 0)
    return 'running as root but there is no postgres user to run the server as';
  return undefined;
}

/** True when a missing PostgreSQL must fail the run (npm test sets PG_REQUIRED=1). */
export const postgresRequired = () => process.env.PG_REQUIRED === '1';

export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const asRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL binary as the user allowed to run it (postgres when we are root). */
async function pgRun(bin: string, args: string[], options: { cwd?: string } = {}): Promise<string> {
  const command = asRoot() ? 'runuser' : bin;
  const argv = asRoot() ? ['-u', 'postgres', '--', bin, ...args] : args;
  const { stdout } = await run(command, argv, {
    cwd: options.cwd ?? tmpdir(),
    env: { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

export interface StartOptions {
  /** Extra `-c name=value` settings for the server. */
  settings?: Record<string, string | number>;
  /** Start from this data folder (a base backup) instead of running initdb. */
  fromDataDir?: string;
}

export async function startPostgres(options: StartOptions = {}): Promise<PgServer> {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error(postgresMissing());
  const bin = (name: string) => join(binDir, name);
  const root = mkdtempSync(join(tmpdir(), 'oa-pg-'));
  chmodSync(root, 0o755);
  if (asRoot()) {
    const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim());
    chownSync(root, uid, gid);
  }
  const dataDir = options.fromDataDir ?? join(root, 'data');
  if (!options.fromDataDir)
    await pgRun(bin('initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
  const port = await freePort();
  const settings: Record<string, string | number> = {
    listen_addresses: '127.0.0.1',
    port,
    unix_socket_directories: root,
    // A test server: durability across an OS crash is not what the tests check (a PostgreSQL
    // restart or a gateway kill loses nothing either way: those go through the WAL).
    fsync: 'off',
    full_page_writes: 'off',
    shared_buffers: '128MB',
    max_connections: 200,
    ...options.settings,
  };
  const opts = Object.entries(settings)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  const logFile = join(root, 'server.log');
  const start = () =>
    pgRun(bin('pg_ctl'), ['-D', dataDir, '-o', opts, '-l', logFile, '-w', '-t', '60', 'start']);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const psql = (sql: string) =>
    pgRun(bin('psql'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-d',
      'postgres',
      '-v',
      'ON_ERROR_STOP=1',
      '-qAt',
      '-c',
      sql,
    ]);
  let running = true;
  const server: PgServer = {
    url,
    port,
    dataDir,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad database name ${name}`);
      await psql(`CREATE DATABASE ${name}`);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async halt() {
      if (!running) return;
      await pgRun(bin('pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async resume() {
      if (running) return;
      await start();
      running = true;
    },
    async stop() {
      if (running)
        await pgRun(bin('pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      running = false;
      rmSync(root, { recursive: true, force: true });
    },
    tool: (name, args) => pgRun(bin(name), args, { cwd: root }),
  };
  // A test process that dies must not leave a server behind.
  process.once('exit', () => {
    if (running)
      spawnSync(
        asRoot() ? 'runuser' : bin('pg_ctl'),
        asRoot()
          ? ['-u', 'postgres', '--', bin('pg_ctl'), '-D', dataDir, '-m', 'immediate', 'stop']
          : ['-D', dataDir, '-m', 'immediate', 'stop'],
      );
    rmSync(root, { recursive: true, force: true });
  });
  return server;
}
