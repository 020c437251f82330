import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

/**
 * Deepest nesting of objects and arrays a JSON body may have. Real bodies (documents, Mongo
 * filters and pipelines) stay well under 20; without a bound a body of a few KB nested 10,000
 * deep overflows the stack of zod, the stores or JSON.stringify and answers 500.
 */
export const MAX_BODY_DEPTH = 64;

/**
 * Nesting depth of JSON text, or Infinity as soon as it passes `limit`. A linear scan of the text,
 * so a hostile body is refused before anything recursive (JSON.parse, zod, our code) walks it.
 */
export function jsonDepth(text: string, limit = MAX_BODY_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return Number.POSITIVE_INFINITY;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

const badBody = (message: string, code: string) => new HttpError(400, message, code);

/**
 * JSON bodies: the depth bound above, then Fastify's own parser (which refuses `__proto__` and
 * `constructor.prototype` keys), with messages that say which rule the body broke: the default
 * parser calls a poisoned but well-formed body "not valid JSON". The size bound is Fastify's
 * `bodyLimit` (413), set in app.ts.
 */
export default fp(
  async (app: FastifyInstance) => {
    const secureParse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request: FastifyRequest, body: string | Buffer, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        if (text.length === 0) return done(badBody('Body is empty but content-type is JSON', 'BAD_JSON'));
        if (jsonDepth(text) > MAX_BODY_DEPTH)
          return done(badBody(`Body is nested deeper than ${MAX_BODY_DEPTH} levels`, 'BODY_TOO_DEEP'));
        secureParse(request, text, (err, parsed) => {
          if (!err) return done(null, parsed);
          done(
            isPlainJson(text)
              ? badBody('Body may not use the keys "__proto__" or "constructor.prototype"', 'FORBIDDEN_KEY')
              : badBody('Body is not valid JSON', 'BAD_JSON'),
          );
        });
      },
    );
  },
  { name: 'body-limits' },
);

/** Whether plain JSON.parse accepts the text (only asked once the secure parser refused it). */
function isPlainJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
