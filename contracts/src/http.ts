import { z } from 'zod';
import { localeSchema } from './locale-schema';
import { DEFAULT_LOCALE } from './locales';

/**
 * One description per API call: the gateway validates with it, the front ends type their fetchers
 * with it, the OpenAPI document is generated from it.
 */
export interface CallDefinition<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  /** Fastify-style path with :params, e.g. /api/public/mongo/related/:collection/:table/:id */
  path: string;
  /** Whether the call sits under the session-checked /api/auth prefix. */
  auth: boolean;
  summary: string;
  body: TBody;
  response: TResponse;
}

export const defineCall = <TBody extends z.ZodType | undefined, TResponse extends z.ZodType>(
  call: CallDefinition<TBody, TResponse>,
) => call;

/**
 * Every JSON request body carries the locale (spec section 7); the front-end fetcher adds it, the
 * gateway defaults it to Italian when an external caller leaves it out.
 */
export const localeField = {
  locale: localeSchema
    .default(DEFAULT_LOCALE)
    .describe('Locale of the caller; added by the front-end fetcher'),
};

/** Wraps a body shape so it always carries the locale field. */
export const withLocale = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, ...localeField });

/** The one error shape the gateway answers with (4xx and 5xx). */
export const errorResponseSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string().describe('HTTP reason phrase'),
    message: z.string().describe("Human-readable, in the caller's locale where it is shown to a user"),
    code: z.string().optional().describe('Stable machine code, e.g. STALE_REVISION, RATE_LIMITED'),
    details: z.unknown().optional().describe('Field errors for validation failures'),
  })
  .describe('Error answer');
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Contracts version: remotes declare the one they were built against; the gateway checks it. */
export const CONTRACTS_VERSION = '1.0.0';
