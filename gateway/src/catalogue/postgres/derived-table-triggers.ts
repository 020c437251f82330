/** SQL: a plpgsql trigger function running `sql` for the statement. */
const triggerFunction = (
  name: string,
  sql: string,
) => `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  ${sql}
  RETURN NULL;
END $$;`;

/**
 * SQL: the functions and statement triggers that keep a table derived from catalogue_data in step
 * (catalogue_search, catalogue_pages): each writer (the import's merge, an undo's restore, a delete,
 * TRUNCATE, a manual psql UPDATE) keeps it inside its own transaction, one set-based statement per
 * statement on catalogue_data (transition tables `new_rows` / `old_rows`), never a row at a time.
 * `table` names the functions and triggers; each body is the SQL run for that change.
 */
export const derivedTableTriggers = (
  table: string,
  body: { inserted: string; updated: string; deleted: string },
) => `
${triggerFunction(`${table}_inserted`, body.inserted)}
${triggerFunction(`${table}_updated`, body.updated)}
${triggerFunction(`${table}_deleted`, body.deleted)}
${triggerFunction(`${table}_truncated`, `TRUNCATE ${table};`)}
-- INSERT ... ON CONFLICT DO UPDATE (the import's merge) fires both: the inserted rows in the
-- first's transition table, the updated ones in the second's.
CREATE TRIGGER ${table}_inserted AFTER INSERT ON catalogue_data
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${table}_inserted();
CREATE TRIGGER ${table}_updated AFTER UPDATE ON catalogue_data
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${table}_updated();
CREATE TRIGGER ${table}_deleted AFTER DELETE ON catalogue_data
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${table}_deleted();
CREATE TRIGGER ${table}_truncated AFTER TRUNCATE ON catalogue_data
  FOR EACH STATEMENT EXECUTE FUNCTION ${table}_truncated();
`;
