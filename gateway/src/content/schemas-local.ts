import { sessionResponseSchema, sessionUserSchema } from '@archive/contracts/auth';
import { RECORD_TABLES } from '@archive/contracts/routes';
import { z } from 'zod';

/**
 * Response shapes the gateway answers that the contracts do not (yet) define, or define with a
 * transform: the serializer encodes responses with zod, and a one-way transform (pinSchema turns
 * numeric ids into strings) cannot be encoded, so answers use this plain output form.
 */
export const pinOutSchema = z
  .object({ id: z.string(), table: z.enum(RECORD_TABLES) })
  .describe('Pinned record');

export const sessionUserOutSchema = sessionUserSchema
  .extend({ pins: z.array(pinOutSchema) })
  .describe('Signed-in user');

/** POST /api/public/session: the contract's answer plus the user and the CSRF token just set. */
export const sessionOpenedSchema = sessionResponseSchema
  .extend({
    user: sessionUserOutSchema,
    csrfToken: z.string().describe('Same value as the oa_csrf cookie; send it as x-csrf-token'),
  })
  .describe('Session opened; oa_session and oa_csrf cookies are set on the answer');

export const csrfResponseSchema = z
  .object({ token: z.string().describe('Value of the oa_csrf cookie, also set on this answer') })
  .describe('CSRF token for the x-csrf-token header');

export const okMessageSchema = z
  .object({ ok: z.literal(true), message: z.string().describe("Confirmation in the caller's locale") })
  .describe('Done, with a message to show');

export const uploadResponseSchema = z
  .object({
    url: z.string().min(1).describe('Download URL of the stored file'),
    message: z.string().describe("'Inserito con successo!' in the caller's locale"),
    contentType: z.string().describe('Type detected from the content'),
    bytes: z.number().int().min(1),
    width: z.number().int().min(1).optional().describe('Images: width as shown (upright)'),
    height: z.number().int().min(1).optional().describe('Images: height as shown (upright)'),
    derivatives: z
      .object({ thumbnail: z.string(), medium: z.string(), large: z.string() })
      .optional()
      .describe('Images: URLs of the sizes made at upload (longest side at most 300, 800, 1600 px)'),
  })
  .describe('Uploaded');

export const pinsResponseSchema = z.object({ ok: z.literal(true), pins: z.array(pinOutSchema) });
export const userDocResponseSchema = z
  .object({ pins: z.array(pinOutSchema), profile: z.record(z.string(), z.unknown()) })
  .describe('Profile document');
