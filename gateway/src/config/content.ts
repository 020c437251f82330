import { z } from 'zod';

const bool = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');
const count = (fallback: number, what: string) =>
  z.coerce.number().int().min(1).max(100_000).default(fallback).describe(what);

/**
 * Content, identity, files and mail settings (owned by the content feature). Every adapter is a
 * choice made here; the embedded/local ones need nothing installed. Secrets have no hard-coded
 * default: SESSION_SECRET is generated once and kept in DATA_DIR/secrets when absent.
 */
export const contentConfigShape = {
  CONTENT_STORE: z
    .enum(['embedded', 'mongodb', 'firestore', 'postgres'])
    .default('embedded')
    .describe('postgres needs DATABASE_URL; it also keeps the shared state of several gateways there'),
  CONTENT_MONGODB_URI: z.string().optional().describe('Content store MongoDB URI; defaults to MONGODB_URI'),
  CONTENT_MONGODB_DB: z.string().min(1).default('archive').describe('Database of the content_* collections'),
  CONTENT_SEED: bool('true').describe('Seed demo content and demo accounts into an empty store'),

  IDENTITY_PROVIDER: z.enum(['local', 'firebase']).default('local'),
  FILES_STORE: z.enum(['local', 'firebase']).default('local'),
  MAIL_TRANSPORT: z.enum(['outbox', 'mailgun', 'smtp']).default('outbox'),

  SESSION_SECRET: z
    .string()
    .min(32, 'at least 32 characters')
    .optional()
    .describe('Key signing tokens and cookies; generated into DATA_DIR/secrets/session-secret when absent'),
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  SEED_ADMIN_EMAIL: z.email().default('admin@example.org'),
  SEED_ADMIN_PASSWORD: z.string().min(6).default('Archivio-Admin-1'),
  SEED_MANAGER_EMAIL: z.union([z.email(), z.literal('')]).default('manager@example.org'),
  SEED_MANAGER_PASSWORD: z.string().default('Archivio-Manager-1'),

  SITE_ID: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, 'lowercase letters, digits and dashes')
    .default('archivio')
    .describe('Site folder of uploads: {SITE_ID}/{locale}/...'),
  UPLOADS_DIR: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Folder of uploaded files (FILES_STORE=local); DATA_DIR/uploads when unset. Gateways on several machines point it at one shared folder (an NFS mount)',
    ),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(10 * 1024 * 1024),

  LOGIN_RATE_LIMIT_IP: count(20, 'Failed logins per address per window'),
  LOGIN_RATE_LIMIT_ACCOUNT: count(5, 'Failed logins per account before each attempt must wait'),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: count(
    900,
    'Login rate-limit window (failures older than this are forgotten)',
  ),
  LOGIN_MAX_DELAY_SECONDS: count(
    60,
    'Longest wait between attempts on one account (the delay doubles per failure)',
  ),
  PASSWORD_SCRYPT_LOG2_N: z.coerce
    .number()
    .int()
    .min(10)
    .max(20)
    .default(17)
    .describe('scrypt cost N = 2^this (r=8, p=1); OWASP minimum 17, refused below it in production'),
  FORMS_RATE_LIMIT_IP: count(10, 'Newsletter, contact and reset requests per address per window'),
  FORMS_RATE_LIMIT_WINDOW_SECONDS: count(600, 'Forms rate-limit window'),

  MAIL_FROM: z.string().min(3).default('Archivio Storico <no-reply@example.org>'),
  MAIL_FALLBACK_TO: z
    .union([z.email(), z.literal('')])
    .default('')
    .describe('Receives requests when the site options name no institution address'),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'smtp://user:pass@host:587 or smtps://user:pass@host:465' })
    .optional()
    .describe('SMTP server for MAIL_TRANSPORT=smtp (nodemailer); smtps:// for implicit TLS'),
  MAILGUN_API_KEY: z.string().optional(),
  MAILGUN_DOMAIN: z.string().optional(),
  MAILGUN_API_URL: z
    .url()
    .default('https://api.mailgun.net')
    .describe('https://api.eu.mailgun.net for EU domains'),

  FIREBASE_PROJECT_ID: z.string().optional(),
  FIREBASE_SERVICE_ACCOUNT: z
    .string()
    .optional()
    .describe('Service-account JSON (or a path to it); application default credentials when absent'),
  FIREBASE_STORAGE_BUCKET: z.string().optional(),
  FIREBASE_API_KEY: z.string().optional().describe('Web API key the browser uses with signInWithCustomToken'),
  FIREBASE_AUTH_DOMAIN: z
    .string()
    .optional()
    .describe('Firebase authDomain for the browser (GET /api/public/identity/config); optional'),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d{1,5}$/, 'host:port, e.g. 127.0.0.1:9099')
    .optional()
    .describe('Firebase Auth emulator (firebase-tools) for development and tests; needs a demo- project id'),
};
