import { z } from 'zod';

/** Catalogue store settings (owned by the catalogue feature). */
export const catalogueConfigShape = {
  CATALOGUE_STORE: z.enum(['embedded', 'mongodb']).default('embedded'),
  MONGODB_URI: z.string().optional(),
  CATALOGUE_SYSTEM: z.enum(['collectiveaccess', 'pimcore']).default('collectiveaccess'),
};
