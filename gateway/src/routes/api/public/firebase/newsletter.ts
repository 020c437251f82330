import { newsletterBodySchema } from '@archive/contracts/content-api';
import { t } from '@archive/contracts/messages-all';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limitForms } from '../../../../content/http';
import { normaliseEmail } from '../../../../content/port';
import { okMessageSchema } from '../../../../content/schemas-local';

// POST /api/public/firebase/newsletter – stores a subscription; privacy consent required; repeats are fine
export default async function newsletter(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/public/firebase/newsletter',
    {
      schema: {
        tags: ['forms'],
        summary:
          'Subscribe; 400 CONSENT_REQUIRED without privacy; an address already subscribed is not an error',
        body: newsletterBodySchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request, reply) => {
      await limitForms(request, reply, 'newsletter');
      const { name: list, data, locale } = request.body;
      const email = normaliseEmail(data.email);
      const created = await app.content.store.insertRecord('newsletter', {
        id: `${list}/${email}`,
        value: {
          list,
          name: data.name,
          surname: data.surname,
          email,
          privacy: true,
          locale,
          at: new Date().toISOString(),
        },
      });
      request.log.info({ list, created }, 'newsletter subscription');
      return { ok: true as const, message: t('newsletter.success', locale) };
    },
  );
}
