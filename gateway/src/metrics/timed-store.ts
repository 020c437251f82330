import { CATALOGUE_CALLS, type CatalogueStore } from '../catalogue/port';
import type { Metrics } from './metrics';

/**
 * The catalogue store with every port call timed into `oa_catalogue_store_call_seconds`: one place
 * for every route, the page renders' in-process calls and the OAI ledger alike, whichever store
 * (embedded, the primary's over IPC, MongoDB) sits behind. Optional methods stay absent when the
 * store has none (routes test for them).
 */
export function timedStore(store: CatalogueStore, metrics: Metrics): CatalogueStore {
  const timed: Record<string, unknown> = {};
  for (const method of CATALOGUE_CALLS) {
    const call = store[method] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (typeof call !== 'function') continue;
    timed[method] = async (...args: unknown[]) => {
      const end = metrics.storeCalls.startTimer({ method });
      try {
        const value = await call.apply(store, args);
        end({ outcome: 'ok' });
        return value;
      } catch (err) {
        end({ outcome: 'error' });
        throw err;
      }
    };
  }
  // The rest (name, ready, locales, dataVersion, close) goes to the store itself.
  return new Proxy(store, {
    get: (target, key, receiver) =>
      typeof key === 'string' && key in timed ? timed[key] : Reflect.get(target, key, receiver),
  });
}
