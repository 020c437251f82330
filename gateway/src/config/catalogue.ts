import { CATALOGUE_SYSTEMS, DEFAULT_CATALOGUE_SYSTEM } from '@archive/contracts/catalogue-system';
import { z } from 'zod';

/** Catalogue store settings (owned by the catalogue feature). */
export const catalogueConfigShape = {
  CATALOGUE_STORE: z
    .enum(['embedded', 'mongodb', 'postgres'])
    .default('embedded')
    .describe('embedded (DATA_DIR snapshots), mongodb (MONGODB_URI) or postgres (DATABASE_URL)'),
  MONGODB_URI: z.string().optional().describe('Required when CATALOGUE_STORE=mongodb'),
  MONGODB_DB: z
    .string()
    .min(1)
    .default('archive')
    .describe('Database holding data_/summary_/relations_{locale}'),
  CATALOGUE_SYSTEM: z
    .enum(CATALOGUE_SYSTEMS)
    .default(DEFAULT_CATALOGUE_SYSTEM)
    .describe(
      'collectiveaccess (collection management) or pimcore (content management): default searched tables, summary setting, back-office label, user administration (contracts/src/catalogue-system.ts)',
    ),
  CATALOGUE_SEED_RECORDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(3000)
    .describe('Demo records generated on first start with an empty store; 0 = start empty'),
  CATALOGUE_RAW_ANSWER_CACHE: z.coerce
    .number()
    .int()
    .min(0)
    .default(256)
    .describe(
      'Answers kept per locale: index-answered raw mongo/* calls (embedded store; dropped on reload), search counts and facets (postgres store; dropped when an import is published); 0 = none',
    ),
  CATALOGUE_TERM_HEADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(1000)
    .default(24)
    .describe(
      'PostgreSQL store: the most frequent words per locale whose first 1,000 matches by title are read in the background after each import is published, so their searches page from them at once; 0 = only as searched',
    ),
  MONGO_RATE_LIMIT: z.coerce
    .number()
    .min(0)
    .default(60)
    .describe(
      'Seed raw calls (/api/public/mongo/*) per second per client address, per gateway process (token bucket); 0 = no limit',
    ),
  MONGO_RATE_BURST: z.coerce
    .number()
    .int()
    .min(1)
    .default(120)
    .describe('Raw calls a client address may send at once before MONGO_RATE_LIMIT applies'),
  MONGO_RATE_WHILE_DRAWING: z.coerce
    .number()
    .min(0)
    .default(20)
    .describe(
      'Seed raw mongo/search and mongo/aggregate calls a process lets through a second, all addresses together, while it draws pages for visitors (the others wait their turn); 0 = no such limit',
    ),
  MONGO_WAIT_WHILE_DRAWING_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(2000)
    .describe('How long a raw call waits for its turn while pages are drawn before it is answered 503 BUSY'),
};
