import { z } from 'zod';
import { levelSchema } from './access-schema';
import { PASSWORD_MAX_LENGTH } from './password';
import type { Pin } from './pins';
import { RECORD_TABLES } from './routes';

/**
 * Sign-in (spec section 4): credentials give a custom token, the identity service (Firebase Auth or
 * the gateway's local provider) exchanges it for an id token, the id token opens a session (an
 * http-only cookie), then the profile is loaded.
 */

export const loginFormSchema = z
  .object({
    email: z.email('validation.emailInvalid').max(320).describe('Account email'),
    password: z.string().min(1, 'validation.required').max(PASSWORD_MAX_LENGTH).describe('Password'),
  })
  .describe('Login form');
export type LoginForm = z.infer<typeof loginFormSchema>;

export const customTokenResponseSchema = z
  .object({ customToken: z.string().min(1).describe('Identity-service custom token, valid a few minutes') })
  .describe('Answer of a successful login');

export const tokenExchangeBodySchema = z
  .object({ customToken: z.string().min(1).describe('Custom token from api/public/login') })
  .describe('Custom token to exchange');
export const tokenExchangeResponseSchema = z
  .object({
    idToken: z.string().min(1).describe('Short-lived id token to open the session with'),
    expiresIn: z.number().int().positive().describe('Id token lifetime in seconds'),
  })
  .describe('Id token of the local identity provider');

export const sessionBodyShape = {
  idToken: z.string().min(1).describe('Id token from the identity service'),
};
export const sessionResponseSchema = z
  .object({
    ok: z.literal(true),
    expiresIn: z.number().int().positive().describe('Session cookie lifetime in seconds'),
  })
  .describe('Session opened; the cookie is set on the answer');

/** A record the user pinned (spec section 4: pin toggle). */
export const pinSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String).describe('Record id'),
    table: z.enum(RECORD_TABLES).describe('Catalogue table'),
  })
  .describe('Pinned record');
// The hand-written Pin of pins.ts and the schema's output must stay the same.
const samePin: [Pin, z.output<typeof pinSchema>] extends [z.output<typeof pinSchema>, Pin] ? true : never =
  true;
void samePin;

export { isPinned, type Pin, togglePin } from './pins';

export const sessionUserSchema = z
  .object({
    uid: z.string().min(1).describe('Identity-service user id'),
    email: z.email().describe('Account email'),
    name: z.string().max(100).optional().describe('First name'),
    surname: z.string().max(100).optional().describe('Last name'),
    roles: z.array(z.string()).default([]).describe('Role names from the backend'),
    level: levelSchema.describe('Computed from roles with levelFromRoles'),
    pins: z.array(pinSchema).max(1000).default([]).describe('Pinned records'),
    profile: z
      .record(z.string(), z.unknown())
      .default({})
      .describe('Profile data merged from the document store'),
  })
  .describe('Signed-in user');
export type SessionUser = z.infer<typeof sessionUserSchema>;

/* ---------------------------------------------------------------------------- passwords -- */

export const changePasswordBodyShape = {
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional().describe('Current password, when required'),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH).describe('New password; site policy applies'),
  confirmation: z.string().max(PASSWORD_MAX_LENGTH).describe('New password again'),
};

export const passwordResetRequestBodyShape = {
  email: z
    .email('validation.emailInvalid')
    .describe('Account email; the answer is the same whether it exists'),
};

export const passwordResetConfirmBodyShape = {
  token: z.string().min(10).max(2000).describe('Signed reset token from the email link (1-day validity)'),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH).describe('New password; site policy applies'),
  confirmation: z.string().max(PASSWORD_MAX_LENGTH).describe('New password again'),
};

/** Claims inside a signed reset token. */
export const resetTokenClaimsSchema = z.object({
  sub: z.string().min(1).describe('User id'),
  email: z.email(),
  purpose: z.literal('password-reset'),
  iat: z.number().int().describe('Issued at, epoch seconds'),
  exp: z.number().int().describe('Expiry, epoch seconds (iat + 1 day)'),
});
export type ResetTokenClaims = z.infer<typeof resetTokenClaimsSchema>;
