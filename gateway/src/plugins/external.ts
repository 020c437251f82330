import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import sensible from '@fastify/sensible';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { securityHeaders } from './security-headers';

/**
 * Third-party plugins every feature relies on: cookies, security headers, CORS (closed unless
 * CORS_ORIGINS lists origins). No rate-limit plugin: the limits that guard accounts and forms
 * (sign-in delays, failures per address, visitor form budgets) are identity/throttle.ts, kept in the
 * content store so every gateway shares them (an in-process limiter would give each gateway its own
 * budget); the one in-process limiter is the flood control of the anonymous raw mongo/* calls
 * (routes/api/public/mongo/rate-limit.ts), where a store round trip per call would cost more than
 * the calls it refuses.
 */
export default fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    await app.register(sensible);
    await app.register(cookie);
    securityHeaders(app);
    await app.register(cors, {
      origin: opts.config.CORS_ORIGINS.length ? opts.config.CORS_ORIGINS : false,
      credentials: true,
    });
  },
  { name: 'external' },
);
