import { t } from '@archive/contracts/messages-all';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { localeOf } from '../identity/locale';
import { HttpError } from '../lib/http-error';
import { translateIssues } from './service';

/** 429 with Retry-After and the translated "too many requests" message. */
export function tooMany(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number): HttpError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new HttpError(429, t('error.rateLimited', localeOf(request)), 'RATE_LIMITED', { retryAfterSeconds });
}

/** Per-address budget for visitor forms (newsletter, contact, password reset), shared by gateways. */
export async function limitForms(request: FastifyRequest, reply: FastifyReply, name: string) {
  const { FORMS_RATE_LIMIT_IP: limit, FORMS_RATE_LIMIT_WINDOW_SECONDS: window } = request.server.config;
  const wait = await request.server.identity.throttle.spend(`${name}:${request.ip}`, limit, window);
  if (wait) throw tooMany(request, reply, wait);
}

/**
 * Error handler of the content routes' scope: validation failures get messages in the caller's
 * locale (the contracts use message ids) and the consent codes the forms expect, then go on to the
 * app's one error handler, which shapes every answer.
 */
export function translateValidation(err: FastifyError, request: FastifyRequest) {
  if (!hasZodFastifySchemaValidationErrors(err)) throw err;
  const locale = localeOf(request);
  const issues = err.validation.map((v) => ({
    code: v.keyword,
    path: v.instancePath.split('/').filter(Boolean),
    message: v.message ?? '',
  }));
  const details = translateIssues(issues, locale, request.body).map((d) => ({
    ...d,
    field: `${err.validationContext ?? 'body'}${d.field ? `.${d.field}` : ''}`,
  }));
  const raw = issues.map((i) => i.message);
  const code = raw.includes('error.consentRequired')
    ? 'CONSENT_REQUIRED'
    : raw.includes('error.termsRequired')
      ? 'TERMS_REQUIRED'
      : 'VALIDATION';
  const message =
    code === 'VALIDATION'
      ? details.map((d) => `${d.field}: ${d.message}`).join('; ')
      : t(code === 'CONSENT_REQUIRED' ? 'error.consentRequired' : 'error.termsRequired', locale);
  throw new HttpError(400, message, code, details);
}
