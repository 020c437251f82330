import type { RemoteName } from '@archive/contracts/routes';

/**
 * What GET /remotes.json answers: every deployed remote with the remoteEntry.js of its current
 * version.
 * Checked by hand (no zod in the shell bundle): a malformed entry is dropped with a warning, so one
 * bad registration cannot take the other remotes down.
 */
export interface RemoteEntry {
  /** Module Federation name: mf_catalogue. */
  name: string;
  /**
   * remoteEntry.js URL of the current version. Not the manifest: the runtime would fetch it first
   * and then remoteEntry.js (a round trip more per remote), and reading manifests costs the shell
   * MF's snapshot code (1.4 KB gzip), which the host is built without (`disableSnapshot`).
   */
  entry: string;
  version: string;
  contractsVersion: string;
}

/** mf_catalogue <-> mf-catalogue (route table names use the package name). */
export const mfName = (remote: RemoteName): string => remote.replace('-', '_');
export const packageName = (name: string): RemoteName => name.replace('_', '-') as RemoteName;

const isEntry = (value: unknown): value is RemoteEntry => {
  const v = value as Record<string, unknown> | null;
  return (
    !!v &&
    typeof v.name === 'string' &&
    /^mf_[a-z]+$/.test(v.name) &&
    typeof v.entry === 'string' &&
    v.entry.endsWith('/remoteEntry.js') &&
    typeof v.version === 'string' &&
    typeof v.contractsVersion === 'string'
  );
};

export function parseRegistry(payload: unknown): RemoteEntry[] {
  const list = (payload as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) throw new Error('remotes.json: "remotes" is not a list');
  return list.filter((entry) => {
    if (isEntry(entry)) return true;
    console.warn('remotes.json: ignoring a malformed entry', entry);
    return false;
  });
}

export async function fetchRegistry(url = '/remotes.json'): Promise<RemoteEntry[]> {
  try {
    const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    return parseRegistry(await response.json());
  } catch (err) {
    // No registry: every remote shows its fallback section, the shell still draws the site frame.
    console.error('could not load the remotes registry', err);
    return [];
  }
}
