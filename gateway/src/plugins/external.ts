import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import sensible from '@fastify/sensible';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

/**
 * Third-party plugins every feature relies on: cookies, security headers, CORS (closed unless
 * CORS_ORIGINS lists origins), rate limiting (opt-in per route with `config.rateLimit`).
 */
export default fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    await app.register(sensible);
    await app.register(cookie);
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Google Analytics loads only after the visitor's consent (shell), but the CSP must allow it.
          scriptSrc: ["'self'", 'https://www.googletagmanager.com'],
          // React style attributes and theme variables need inline styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          frameSrc: [
            'https://www.youtube-nocookie.com',
            'https://www.youtube.com',
            'https://player.vimeo.com',
          ],
          connectSrc: ["'self'", 'https:'],
          fontSrc: ["'self'", 'data:', 'https:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Images and bundles may be embedded by partner sites and CDNs.
      crossOriginResourcePolicy: { policy: 'same-site' },
      crossOriginEmbedderPolicy: false,
    });
    await app.register(cors, {
      origin: opts.config.CORS_ORIGINS.length ? opts.config.CORS_ORIGINS : false,
      credentials: true,
    });
    await app.register(rateLimit, { global: false });
  },
  { name: 'external' },
);
