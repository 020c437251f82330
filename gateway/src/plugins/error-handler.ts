import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';
import { isPgTimeout, isPgUnavailable } from '../lib/pg-pool';

/**
 * The one error handler: every failure answers { statusCode, error, message, code?, details? }.
 * Validation failures say which field was wrong; 5xx answers hide internals but are logged.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(err)) {
        const details = err.validation.map((v) => ({
          field: `${err.validationContext ?? 'body'}${v.instancePath.replaceAll('/', '.')}`,
          message: v.message,
        }));
        const summary = details.map((d) => `${d.field}: ${d.message}`).join('; ');
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message: `Invalid request: ${summary}`,
          code: 'VALIDATION',
          details,
        });
      }
      if (isResponseSerializationError(err)) {
        request.log.error({ err, cause: err.cause }, 'response failed its contract');
        return reply
          .code(500)
          .send({ statusCode: 500, error: 'Internal Server Error', message: 'Internal error' });
      }
      if (!(err instanceof HttpError) && (isPgUnavailable(err) || isPgTimeout(err))) {
        // The database is down or restarting (or a query ran past statement_timeout): the caller
        // may retry; nothing half-done was acknowledged.
        request.log.warn({ err }, 'database unavailable');
        return reply.code(503).header('retry-after', '2').send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'The database is unavailable at the moment; please try again shortly',
          code: 'DATABASE_UNAVAILABLE',
        });
      }
      const status = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500);
      // A store that is unavailable for now (database down, busy) says so: the caller may retry.
      if (status === 503 && err instanceof HttpError)
        return reply.code(503).send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: err.message,
          ...(err.code ? { code: err.code } : {}),
        });
      if (status >= 500) {
        request.log.error({ err }, 'request failed');
        return reply
          .code(status)
          .send({ statusCode: status, error: 'Internal Server Error', message: 'Internal error' });
      }
      return reply.code(status).send({
        statusCode: status,
        error: reasonPhrase(status),
        message: err.message,
        ...(err instanceof HttpError && err.code ? { code: err.code } : {}),
        ...(err instanceof HttpError && err.details !== undefined ? { details: err.details } : {}),
      });
    });
    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      });
    });
  },
  { name: 'error-handler' },
);

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};
const reasonPhrase = (status: number) => reasons[status] ?? 'Error';
