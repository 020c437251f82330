import { CHUNK_RELOAD_GUARD_MS } from '@archive/contracts/constants';

/**
 * A chunk that fails to load usually means a new release replaced the files: reload to get the new
 * ones, but at most once per 60 s (spec section 9) so a truly broken file cannot loop.
 */
const KEY = 'oa_chunk_reload_at';

export const isChunkLoadError = (error: unknown): boolean => {
  const e = error as { name?: string; message?: string } | null;
  return Boolean(
    e &&
      (e.name === 'ChunkLoadError' ||
        /Loading (CSS )?chunk [^ ]+ failed|Failed to fetch dynamically imported/.test(e.message ?? '')),
  );
};

export function reloadOnceForChunkError(now = Date.now(), reload = () => window.location.reload()): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(KEY) ?? 0);
  } catch {
    // storage disabled: still guard within this page's life
  }
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // ignore
  }
  reload();
  return true;
}
