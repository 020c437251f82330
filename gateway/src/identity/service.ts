import { readFileSync } from 'node:fs';
import type { AppConfig } from '../config';
import { ConfigError } from '../config';
import type { ContentStore } from '../content/port';
import { FirebaseIdentityProvider } from './firebase-provider';
import { LocalIdentityProvider } from './local-provider';
import { OWASP_LOG2_N, PasswordHasher } from './passwords';
import type { IdentityProvider } from './provider';
import { resolveSessionSecret } from './secret';
import { SessionRecords } from './session-records';
import { SharedCounters } from './shared-counters';
import { LoginThrottle } from './throttle';
import { TokenLedger } from './token-ledger';
import { TokenSigner } from './tokens';
import { UserService } from './users';

/** Everything the auth routes need, decorated on the app as `app.identity`. */
export interface IdentityService {
  provider: IdentityProvider;
  signer: TokenSigner;
  users: UserService;
  /** Login delays and visitor-form budgets, shared through the content store. */
  throttle: LoginThrottle;
  /** Single-use sign-in tokens and the per-user "tokens valid after" time. */
  ledger: TokenLedger;
  sessionMaxAgeSeconds: number;
  /** SESSION_SECRET, or the generated one every gateway sharing the store agrees on (secret.ts). */
  sessionSecret: string;
}

export async function createIdentity(config: AppConfig, store: ContentStore): Promise<IdentityService> {
  if (config.NODE_ENV === 'production' && config.PASSWORD_SCRYPT_LOG2_N < OWASP_LOG2_N)
    throw new ConfigError(
      `Invalid configuration:\n  PASSWORD_SCRYPT_LOG2_N: at least ${OWASP_LOG2_N} in production (OWASP's scrypt minimum)`,
    );
  const sessionSecret = await resolveSessionSecret(config, store);
  const signer = new TokenSigner(sessionSecret);
  const sessions = new SessionRecords(store);
  const ledger = new TokenLedger(store);
  const provider =
    config.IDENTITY_PROVIDER === 'firebase'
      ? new FirebaseIdentityProvider(await firebaseAuth(config), sessions, undefined, ledger)
      : new LocalIdentityProvider(signer, sessions, ledger);
  const throttle = new LoginThrottle(new SharedCounters(store), {
    accountFreeFailures: config.LOGIN_RATE_LIMIT_ACCOUNT,
    accountMaxDelaySeconds: config.LOGIN_MAX_DELAY_SECONDS,
    addressFailures: config.LOGIN_RATE_LIMIT_IP,
    windowSeconds: config.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
  });
  return {
    provider,
    signer,
    users: new UserService(store, new PasswordHasher(config.PASSWORD_SCRYPT_LOG2_N), ledger),
    throttle,
    ledger,
    sessionMaxAgeSeconds: config.SESSION_MAX_AGE_DAYS * 24 * 3600,
    sessionSecret,
  };
}

/**
 * firebase-admin's Auth. With the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST) firebase-admin
 * signs nothing and checks no token signature, so it is refused unless the project is a demo-
 * one: a leftover emulator setting must never turn a real site into one that accepts forged
 * tokens. firebase-admin reads the variable from the environment only, and picks its token
 * signer when Auth is created, so a configured value is put there first.
 */
async function firebaseAuth(config: AppConfig) {
  const emulator = config.FIREBASE_AUTH_EMULATOR_HOST ?? process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulator) {
    if (!config.FIREBASE_PROJECT_ID?.startsWith('demo-'))
      throw new ConfigError(
        'Invalid configuration:\n  FIREBASE_AUTH_EMULATOR_HOST: the Auth emulator accepts unsigned tokens; ' +
          'use it only with a demo- FIREBASE_PROJECT_ID (e.g. demo-archive)',
      );
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator;
  }
  const { getAuth } = await import('firebase-admin/auth');
  return getAuth(await firebaseApp(config));
}

/** One firebase-admin app for identity, files and Firestore, from FIREBASE_* settings. */
export async function firebaseApp(config: AppConfig) {
  const { cert, getApps, initializeApp, applicationDefault } = await import('firebase-admin/app');
  const existing = getApps().find((a) => a.name === 'open-archive');
  if (existing) return existing;
  let credential = applicationDefault();
  if (config.FIREBASE_SERVICE_ACCOUNT) {
    const raw = config.FIREBASE_SERVICE_ACCOUNT.trim();
    try {
      credential = cert(JSON.parse(raw.startsWith('{') ? raw : readFileSync(raw, 'utf8')));
    } catch (err) {
      throw new ConfigError(`Invalid configuration:\n  FIREBASE_SERVICE_ACCOUNT: ${(err as Error).message}`);
    }
  }
  return initializeApp(
    {
      credential,
      ...(config.FIREBASE_PROJECT_ID ? { projectId: config.FIREBASE_PROJECT_ID } : {}),
      ...(config.FIREBASE_STORAGE_BUCKET ? { storageBucket: config.FIREBASE_STORAGE_BUCKET } : {}),
    },
    'open-archive',
  );
}
