import { z } from 'zod';
import { baseConfigShape } from './base';
import { catalogueConfigShape } from './catalogue';
import { contentConfigShape } from './content';
import { databaseConfigShape } from './database';
import { iiifConfigShape } from './iiif';
import { opsConfigShape } from './ops';
import { pageCacheConfigShape } from './page-cache';
import { siteConfigShape } from './site';

export const configSchema = z.object({
  ...baseConfigShape,
  ...catalogueConfigShape,
  ...contentConfigShape,
  ...databaseConfigShape,
  ...siteConfigShape,
  ...iiifConfigShape,
  ...pageCacheConfigShape,

  ...opsConfigShape,
});
export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/**
 * Reads the configuration once from the environment. A bad value stops the start with a message
 * naming each offending variable, so an operator knows what to fix.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Configuration for tests: defaults plus overrides, no process.env. */
export const testConfig = (overrides: Record<string, string> = {}): AppConfig =>
  // A cheap scrypt cost keeps sign-ins fast in tests; production refuses it (identity/service.ts).
  // No drawing ahead unless a test asks: it renders the home in the background, which would add
  // requests, renders and cached pages to what other tests count.
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PASSWORD_SCRYPT_LOG2_N: '12',
    IIIF_DRAW_AHEAD: 'false',
    ...overrides,
  });
