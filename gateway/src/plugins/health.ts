import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type Check = () => Promise<boolean> | boolean;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stores register a readiness check. GET /api/health (liveness) reports them and answers 200
     * while the process is alive, loading or not; GET /api/health/ready answers 200 only when all
     * pass and the process is not draining.
     */
    health: {
      add(name: string, check: Check): void;
      run(): Promise<Record<string, boolean>>;
      /** From now on readiness answers 503 (a graceful shutdown or a restart has begun). */
      drain(): void;
      readonly draining: boolean;
    };
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const checks = new Map<string, Check>();
    let draining = false;
    app.decorate('health', {
      add: (name: string, check: Check) => void checks.set(name, check),
      run: async () => {
        const results: Record<string, boolean> = {};
        for (const [name, check] of checks) {
          try {
            results[name] = await check();
          } catch {
            results[name] = false;
          }
        }
        return results;
      },
      drain: () => {
        draining = true;
      },
      get draining() {
        return draining;
      },
    });
    /** Stores that answered ready at least once: one down after that is 'unavailable', not loading. */
    const seenReady = new Set<string>();
    app.addHook('onReady', async () => {
      const stores = await app.health.run();
      for (const name of Object.keys(stores)) if (stores[name]) seenReady.add(name);
    });
    /**
     * The stores' state and what it means: 'draining' once a shutdown or restart began; 'ok' when
     * every store answers; 'starting' while a store has never been ready yet (indexes loading);
     * 'unavailable' when a store went away after it was ready (its database stopped). The stores
     * that are down are named.
     */
    const state = async () => {
      const stores = await app.health.run();
      const down = Object.keys(stores).filter((name) => !stores[name]);
      for (const name of Object.keys(stores)) if (stores[name]) seenReady.add(name);
      const status = draining
        ? 'draining'
        : !down.length
          ? 'ok'
          : down.every((name) => seenReady.has(name))
            ? 'unavailable'
            : 'starting';
      return {
        ready: !draining && !down.length,
        body: { status, stores, ...(down.length ? { unavailable: down } : {}) },
      };
    };
    // GET /api/health – liveness: 200 while the process answers at all, even while the indexes load
    // (a probe restarting a loading process would never let it finish); the stores' state is shown.
    app.get('/api/health', async (_request, reply) => {
      const { body } = await state();
      return reply.header('cache-control', 'no-store').send(body);
    });
    // GET /api/health/ready – readiness: 200 only when every store is ready and the process is not
    // draining, so a balancer sends visitors only to a worker that can answer them (and none while
    // the database is down: 503 naming the store).
    app.get('/api/health/ready', async (_request, reply) => {
      const { ready, body } = await state();
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    });
  },
  { name: 'health' },
);
