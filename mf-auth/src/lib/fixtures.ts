import {
  customTokenResponseSchema,
  sessionResponseSchema,
  sessionUserSchema,
  tokenExchangeResponseSchema,
} from '@archive/contracts/auth';
import type { SessionUser } from '@archive/ui';

/** Answers of the gateway, parsed with the contracts so a fixture that drifts fails loudly. */
export const customTokenAnswer = customTokenResponseSchema.parse({ customToken: 'custom.token.value' });
export const idTokenAnswer = tokenExchangeResponseSchema.parse({
  idToken: 'id.token.value',
  expiresIn: 3600,
});
export const sessionAnswer = sessionResponseSchema.parse({ ok: true, expiresIn: 1209600 });

export const managerProfile: SessionUser = sessionUserSchema.parse({
  uid: 'u-manager',
  email: 'manager@example.org',
  name: 'Maria',
  surname: 'Rossi',
  roles: ['ROLE_MANAGER'],
  level: 9,
  pins: [],
  profile: {},
});

export const adminProfile: SessionUser = sessionUserSchema.parse({
  uid: 'u-admin',
  email: 'admin@example.org',
  roles: ['admin'],
  level: 17,
});

export const okAnswer = { ok: true as const };
