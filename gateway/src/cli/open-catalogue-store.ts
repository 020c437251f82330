import { EmbeddedCatalogueStore } from '../catalogue/engine/embedded-store';
import type { CatalogueStore } from '../catalogue/port';
import { openPostgresCatalogue } from '../catalogue/postgres/open';
import { catalogueDir } from '../catalogue/snapshot';
import { type AppConfig, ConfigError, loadConfig } from '../config';

/** The configured catalogue store for command-line tools (same env as the gateway). */
export async function openCatalogueStore(): Promise<{ store: CatalogueStore; config: AppConfig }> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (config.CATALOGUE_STORE === 'mongodb') {
    if (!config.MONGODB_URI) {
      console.error('Invalid configuration:\n  MONGODB_URI: required when CATALOGUE_STORE=mongodb');
      process.exit(1);
    }
    const { MongoCatalogueStore } = await import('../catalogue/mongo/mongo-store');
    return { store: await MongoCatalogueStore.connect(config.MONGODB_URI, config.MONGODB_DB), config };
  }
  if (config.CATALOGUE_STORE === 'postgres') {
    try {
      // A command serves no searches: no term heads read in the background (term-heads.ts).
      return { store: await openPostgresCatalogue({ ...config, CATALOGUE_TERM_HEADS: 0 }), config };
    } catch (err) {
      console.error(err instanceof ConfigError ? err.message : `PostgreSQL: ${(err as Error).message}`);
      process.exit(1);
    }
  }
  return { store: new EmbeddedCatalogueStore(catalogueDir(config.DATA_DIR)), config };
}
