import { z } from 'zod';

/**
 * The imports run from Settings > Importa catalogo, newest first, with their counts: a manager sees
 * what each one did (and who ran it) long after its report scrolled away.
 */
export const CATALOGUE_IMPORTS_PATH = '/api/auth/catalogue/imports';

const counts = {
  inserted: z.number().int().min(0),
  updated: z.number().int().min(0),
  normalised: z.number().int().min(0),
  refused: z.number().int().min(0),
};
export const catalogueImportEntrySchema = z.object({
  id: z.string().describe('Import id'),
  at: z.iso.datetime().describe('When it ended'),
  by: z.string().describe('Who ran it (email)'),
  ...counts,
  files: z
    .array(z.object({ file: z.string(), locale: z.string(), kind: z.string(), ...counts }))
    .describe('Per file'),
});
export type CatalogueImportEntry = z.infer<typeof catalogueImportEntrySchema>;
export const catalogueImportsResponseSchema = z
  .object({ data: z.array(catalogueImportEntrySchema) })
  .describe('Imports from Settings, newest first');
