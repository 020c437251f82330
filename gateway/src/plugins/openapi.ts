import { CONTRACTS_VERSION } from '@archive/contracts/http';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI document generated from the zod contracts every route declares (GET
 * /api/docs/openapi.json) and a readable page (GET /api/docs). Registered before the routes so it
 * sees each of them. Only /api routes are documented.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Open Archive gateway API',
          version: CONTRACTS_VERSION,
          description:
            'Public calls under /api/public need no login. Calls under /api/auth need the oa_session cookie ' +
            '(POST /api/public/login -> /api/public/token -> /api/public/session); every non-GET request that ' +
            'carries the cookie must send the oa_csrf cookie value in the x-csrf-token header. Errors answer ' +
            '{ statusCode, error, message, code?, details? } with messages in the body locale.',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'oa_session' },
            csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
          },
        },
      },
      transform: (input) => {
        const out = jsonSchemaTransform(input);
        const hide = !input.url.startsWith('/api/') || input.url.startsWith('/api/docs');
        const security = input.url.startsWith('/api/auth/') ? [{ session: [], csrf: [] }] : undefined;
        return {
          ...out,
          schema: { ...out.schema, ...(hide ? { hide: true } : {}), ...(security ? { security } : {}) },
        };
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
