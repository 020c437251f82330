import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentStore } from '../content/port';

const read = (file: string) => {
  try {
    const value = readFileSync(file, 'utf8').trim();
    return value.length >= 32 ? value : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The session secret: SESSION_SECRET when set, else a random one generated on the first start and
 * kept in DATA_DIR/secrets/session-secret (mode 600) so sessions survive restarts. Several gateways
 * must share it (set SESSION_SECRET, or share DATA_DIR).
 *
 * Two gateways starting together on an empty DATA_DIR must not each keep their own: the secret is
 * written whole to a private temp file, then hard-linked to its name, which fails when the name
 * exists (the exclusive create, without a window where the file is there but still empty). Every
 * gateway then reads back the one file that won.
 */
export function loadSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const dir = join(dataDir, 'secrets');
  const file = join(dir, 'session-secret');
  const existing = read(file);
  if (existing) return existing;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const tmp = join(dir, `.session-secret.${process.pid}.${randomBytes(6).toString('hex')}`);
  writeFileSync(tmp, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    // Another gateway (or an older start) won: use its secret.
  } finally {
    unlinkSync(tmp);
  }
  const secret = read(file);
  if (!secret)
    throw new Error(
      `${file} holds no usable secret (at least 32 characters); remove it or set SESSION_SECRET`,
    );
  return secret;
}

const SECRETS = 'secrets';

/**
 * The session secret kept in a content store every gateway shares (CONTENT_STORE=postgres: gateways
 * on several machines have separate DATA_DIRs, so a file there would give each its own secret and
 * a session opened on one would be refused by the other). The first gateway inserts a random one
 * (insert-if-absent, atomic in the store); every gateway reads back the one that won. Anyone who
 * can read the database can read it: set SESSION_SECRET to keep it out of the database.
 */
export async function sharedSessionSecret(
  store: Pick<ContentStore, 'insertRecord' | 'getRecord'>,
): Promise<string> {
  await store.insertRecord(SECRETS, {
    id: 'session',
    value: { secret: randomBytes(48).toString('base64url') },
  });
  const secret = (await store.getRecord(SECRETS, 'session'))?.value.secret;
  if (typeof secret !== 'string' || secret.length < 32)
    throw new Error('the shared session secret in the content store is unusable; set SESSION_SECRET');
  return secret;
}

/** SESSION_SECRET, else the shared store's when gateways share one (postgres), else DATA_DIR's file. */
export async function resolveSessionSecret(
  config: { SESSION_SECRET?: string | undefined; DATA_DIR: string },
  store: ContentStore,
): Promise<string> {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  if (store.kind === 'postgres') return sharedSessionSecret(store);
  return loadSessionSecret(undefined, config.DATA_DIR);
}
