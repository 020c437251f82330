import { saveUserBodySchema } from '@archive/contracts/content-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../../auth';
import { pinsResponseSchema } from '../../../../content/schemas-local';

// POST /api/auth/firebase/saveUser – saves the signed-in user's pins
export default async function saveUser(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/firebase/saveUser',
    {
      schema: {
        tags: ['user'],
        summary: "Save the signed-in user's pin list",
        body: saveUserBodySchema,
        response: { 200: pinsResponseSchema },
      },
    },
    async (request) => {
      const user = await app.identity.users.get(sessionOf(request).uid);
      const pins = request.body.data.pins.map((p) => ({ id: p.id, table: p.table }));
      if (user) await app.identity.users.savePins(user, pins);
      return { ok: true as const, pins };
    },
  );
}
