import { randomUUID } from 'node:crypto';
import { mailSendBodySchema } from '@archive/contracts/content-api';
import { t } from '@archive/contracts/messages-all';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limitForms } from '../../../../content/http';
import { okMessageSchema } from '../../../../content/schemas-local';

// POST /api/public/mailgun/send – a contact or access request mailed to the institution; terms required
export default async function mailgunSend(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/public/mailgun/send',
    {
      schema: {
        tags: ['forms'],
        summary:
          "Send a contact or access request to the site options' institution address; 400 TERMS_REQUIRED",
        body: mailSendBodySchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request, reply) => {
      await limitForms(request, reply, 'send');
      const form = request.body;
      const options = await app.content.siteOptions();
      const to =
        options.contactEmail ||
        options.contatti.emails[0]?.email ||
        app.config.MAIL_FALLBACK_TO ||
        app.config.SEED_ADMIN_EMAIL;
      const access = form.kind === 'access';
      const record = form.record
        ? `${form.record.table} ${form.record.id}${form.record.label ? ` – ${form.record.label}` : ''}`
        : '';
      const id = randomUUID();
      await app.content.store.putRecord('requests', {
        id,
        value: { ...form, to, at: new Date().toISOString() },
      });
      await app.mail.send({
        to,
        replyTo: form.email,
        subject: `${access ? 'Richiesta di accesso' : 'Richiesta di contatto'}: ${form.name} ${form.surname}`,
        text: [
          `${access ? 'Richiesta di accesso' : 'Richiesta di contatto'} dal sito ${options.title || ''}`.trim(),
          '',
          `Nome: ${form.name}`,
          `Cognome: ${form.surname}`,
          `Email: ${form.email}`,
          ...(record ? [`Scheda: ${record}`] : []),
          `Lingua: ${form.locale}`,
          'Termini accettati: sì',
          '',
          form.text,
          '',
          `Rif. ${id}`,
        ].join('\n'),
      });
      return { ok: true as const, message: t('contact.success', form.locale) };
    },
  );
}
