import type { FastifyReply } from 'fastify';
import { HttpError } from '../../../../lib/http-error';

/**
 * The raw calls' 503 (every raw-query worker busy and the queue full), answered here with its
 * message and a Retry-After: the shared error handler hides the message of every 5xx.
 */
export async function answerBusy<T>(reply: FastifyReply, answer: Promise<T>): Promise<T | FastifyReply> {
  try {
    return await answer;
  } catch (err) {
    if (!(err instanceof HttpError) || err.statusCode !== 503) throw err;
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({ statusCode: 503, error: 'Service Unavailable', message: err.message, code: err.code });
  }
}
