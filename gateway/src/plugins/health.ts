import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type Check = () => Promise<boolean> | boolean;

declare module 'fastify' {
  interface FastifyInstance {
    /** Stores register a readiness check; GET /api/health answers 200 only when all pass. */
    health: { add(name: string, check: Check): void; run(): Promise<Record<string, boolean>> };
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const checks = new Map<string, Check>();
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
    });
    let started = false;
    app.addHook('onReady', async () => {
      started = true;
    });
    // GET /api/health – 200 when every store is ready, 503 otherwise, naming the stores that are not
    // ('starting' before the gateway is ready; 'unavailable' when a store went away afterwards, e.g.
    // its database stopped)
    app.get('/api/health', async (_request, reply) => {
      const stores = await app.health.run();
      const down = Object.keys(stores).filter((name) => !stores[name]);
      if (!down.length) return reply.code(200).send({ status: 'ok', stores });
      return reply
        .code(503)
        .send({ status: started ? 'unavailable' : 'starting', stores, unavailable: down });
    });
  },
  { name: 'health' },
);
