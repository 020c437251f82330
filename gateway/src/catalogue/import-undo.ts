/**
 * Issue 25: undoing a catalogue import from Settings. Stores keep what each import replaced (the
 * embedded one in files, import-undo-files.ts; PostgreSQL in a table, postgres/import-undo-sql.ts)
 * for the newest IMPORTS_UNDOABLE imports of the last UNDO_KEEP_DAYS days; MongoDB keeps nothing
 * and cannot undo.
 */
export const IMPORTS_UNDOABLE = 10;
export const UNDO_KEEP_DAYS = 30;
