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
    const status = (ok: boolean) => (draining ? 'draining' : ok ? 'ok' : 'starting');
    // GET /api/health – liveness: 200 while the process answers at all, even while the indexes load
    // (a probe restarting a loading process would never let it finish); the stores' state is shown.
    app.get('/api/health', async (_request, reply) => {
      const stores = await app.health.run();
      return reply
        .header('cache-control', 'no-store')
        .send({ status: status(Object.values(stores).every(Boolean)), stores });
    });
    // GET /api/health/ready – readiness: 200 only when every store is ready and the process is not
    // draining, so a balancer sends visitors only to a worker that can answer them.
    app.get('/api/health/ready', async (_request, reply) => {
      const stores = await app.health.run();
      const ok = !draining && Object.values(stores).every(Boolean);
      return reply
        .code(ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: status(Object.values(stores).every(Boolean)), stores });
    });
  },
  { name: 'health' },
);
