import { z } from 'zod';
import { localeSchema } from './locale-schema';

/**
 * Hiding one catalogue record from visitors (access 0) from its page, for a record imported by
 * mistake or not meant to be public: the managers' user bar offers it on a record page. The record
 * stays in the catalogue, hidden in every language, until a new import or the back office makes it
 * public again. Managers and admins only; the gateway decides, never the browser.
 */
export const HIDE_RECORD_PATH = '/api/auth/catalogue/hideRecord';

export const hideRecordBodySchema = z
  .object({
    locale: localeSchema.describe('Locale of the messages'),
    table: z
      .string()
      .regex(/^ca_[a-z_]{1,40}$/, 'validation.required')
      .describe('Record table, e.g. ca_objects'),
    id: z
      .string()
      .regex(/^[A-Za-z0-9_]{1,100}$/, 'validation.required')
      .describe('Record id'),
  })
  .strict();
export const hideRecordResponseSchema = z
  .object({
    hidden: z.number().int().min(0).describe('How many languages held the record (now access 0 in each)'),
  })
  .describe('Record hidden from visitors');
