import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import sensible from '@fastify/sensible';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { securityHeaders } from './security-headers';

/**
 * Third-party plugins every feature relies on: cookies, security headers, CORS (closed unless
 * CORS_ORIGINS lists origins). Rate limits are identity/throttle.ts, kept in the content store so
 * every gateway shares them (an in-process limiter would give each gateway its own budget).
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
