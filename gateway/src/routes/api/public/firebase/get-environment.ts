import { getEnvironmentBodySchema } from '@archive/contracts/content-api';
import { environmentSchema } from '@archive/contracts/documents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

// POST /api/public/firebase/getEnvironment – login screen settings (defaults when none saved)
export default async function getEnvironment(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/public/firebase/getEnvironment',
    {
      schema: {
        tags: ['documents'],
        summary: 'Login screen: background image, title, body, bottom links',
        body: getEnvironmentBodySchema,
        response: { 200: environmentSchema },
      },
    },
    async () => app.content.environment(),
  );
}
