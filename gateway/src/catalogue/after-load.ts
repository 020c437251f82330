import { HttpError } from '../lib/http-error';
import { CATALOGUE_CALLS, type CatalogueStore } from './port';

/**
 * The store with every port call held until `loaded` settles: a process that listens while its
 * embedded catalogue indexes the default locale (liveness answers "starting" meanwhile) must not
 * answer a page or a search from a still-empty index. A load that failed answers 503, never a 500
 * or a wait without end. ready(), locales() and dataVersion() go to the store itself: they already
 * say "not yet" while it loads (readiness 503, no page cached).
 */
export function afterLoad(store: CatalogueStore, loaded: Promise<unknown>): CatalogueStore {
  let failed = false;
  let done = false;
  // Observed here so a failed load is never an unhandled rejection, whoever else awaits it.
  loaded.then(
    () => {
      done = true;
    },
    () => {
      failed = true;
    },
  );
  const held: Record<string, unknown> = {};
  for (const method of CATALOGUE_CALLS) {
    const call = store[method] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (typeof call !== 'function') continue;
    held[method] = async (...args: unknown[]) => {
      // Once loaded, straight through (no extra turn per call on the serving path).
      if (done) return call.apply(store, args);
      try {
        await loaded;
      } catch {
        throw new HttpError(
          503,
          'The catalogue could not be loaded; try again later',
          'CATALOGUE_UNAVAILABLE',
        );
      }
      return call.apply(store, args);
    };
  }
  return new Proxy(store, {
    get: (target, key, receiver) => {
      if (typeof key === 'string' && key in held) return held[key];
      if (key === 'ready' && failed) return () => false;
      return Reflect.get(target, key, receiver);
    },
  });
}
