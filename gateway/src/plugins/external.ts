import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import sensible from '@fastify/sensible';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { securityHeaders } from './security-headers';

/**
 * Third-party plugins every feature relies on: cookies, security headers, CORS (closed unless
 * CORS_ORIGINS lists origins), rate limiting (opt-in per route with `config.rateLimit`).
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
    await app.register(rateLimit, { global: false });
  },
  { name: 'external' },
);
