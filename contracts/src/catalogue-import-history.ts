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
  undone: z
    .object({
      at: z.iso.datetime(),
      by: z.string(),
      removed: z.number().int().min(0),
      restored: z.number().int().min(0),
    })
    .optional()
    .describe('Issue 25: when and by whom the import was undone, and what that removed and restored'),
  undoable: z
    .boolean()
    .optional()
    .describe(
      'Issue 25: the store still keeps what undoing it needs (the newest 10 imports of the last 30 days, never on MongoDB)',
    ),
});
export type CatalogueImportEntry = z.infer<typeof catalogueImportEntrySchema>;
export const catalogueImportsResponseSchema = z
  .object({ data: z.array(catalogueImportEntrySchema) })
  .describe('Imports from Settings, newest first');

/**
 * Issue 25: undoing one import listed above: what it inserted is removed and what it updated goes
 * back to its previous version. Refused (409) when a later import touched the same records (undo
 * that one first), when the store keeps nothing of it any more (the newest 10 imports of the last
 * 30 days are kept; code UNDO_UNAVAILABLE) or cannot undo at all (MongoDB: UNDO_UNSUPPORTED).
 */
export const CATALOGUE_IMPORT_UNDO_PATH = '/api/auth/catalogue/imports/:id/undo';
export const catalogueImportUndoPath = (id: string) =>
  CATALOGUE_IMPORT_UNDO_PATH.replace(':id', encodeURIComponent(id));
export const catalogueImportUndoParamsSchema = z
  .object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/)
      .describe('Import id (from the list)'),
  })
  .strict();
export const catalogueImportUndoResponseSchema = z
  .object({
    removed: z.number().int().min(0).describe('Records (and summaries, relations) the import had inserted'),
    restored: z.number().int().min(0).describe('Records put back to their version before the import'),
  })
  .describe('Import undone');
/** Codes of the refusals, so the page words them in the manager's language. */
export const UNDO_REFUSALS = [
  'UNDO_LATER',
  'UNDO_UNAVAILABLE',
  'UNDO_UNSUPPORTED',
  'UNDO_DONE',
  'IMPORT_RUNNING',
] as const;
