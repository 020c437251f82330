import { type AppConfig, ConfigError } from '../../config';
import { PgCatalogueStore } from './pg-catalogue-store';

/** The PostgreSQL catalogue store from the configuration (gateway and command-line tools alike). */
export async function openPostgresCatalogue(
  config: AppConfig,
  log?: (msg: string, data: object) => void,
): Promise<PgCatalogueStore> {
  if (!config.DATABASE_URL)
    throw new ConfigError('Invalid configuration:\n  DATABASE_URL: required when CATALOGUE_STORE=postgres');
  return PgCatalogueStore.open({
    url: config.DATABASE_URL,
    readUrl: config.DATABASE_READ_URL,
    poolMax: config.DATABASE_POOL_MAX,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    countsCache: config.CATALOGUE_RAW_ANSWER_CACHE,
    termHeads: { prefill: config.CATALOGUE_TERM_HEADS },
    ...(log ? { log } : {}),
  });
}
