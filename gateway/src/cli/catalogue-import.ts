import { parseArgs } from 'node:util';
import { isLocale } from '@archive/contracts/locales';
import { collectionOfFile, importNdjson } from '../catalogue/import';
import type { CollectionKind } from '../catalogue/port';
import { openCatalogueStore } from './open-catalogue-store';

// Imports NDJSON files into the configured catalogue store (upsert by id).
// Usage: node --import tsx src/cli/catalogue-import.ts [--locale it --kind data] FILE...
// Without --locale/--kind each file name says it: data_it.ndjson, summary_en.ndjson, relations_fr.ndjson.
// The gateway reads embedded snapshots at start: restart it after an import.
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { locale: { type: 'string' }, kind: { type: 'string' } },
});
if (!positionals.length) {
  console.error(
    'Usage: catalogue-import [--locale it|en|fr|de|es|hr] [--kind data|summary|relations] FILE...',
  );
  process.exit(2);
}
const { store } = await openCatalogueStore();
let failed = 0;
for (const file of positionals) {
  const fromName = collectionOfFile(file);
  const locale = values.locale ?? fromName?.locale;
  const kind = (values.kind ?? fromName?.kind) as CollectionKind | undefined;
  if (!locale || !isLocale(locale) || !kind || !['data', 'summary', 'relations'].includes(kind)) {
    console.error(
      `${file}: cannot tell locale and kind; name it like data_it.ndjson or pass --locale and --kind`,
    );
    failed++;
    continue;
  }
  const report = await importNdjson(store, file, { locale, kind });
  for (const e of report.errors) console.error(`${file}:${e.line}: ${e.reason}`);
  console.log(
    `${file}: ${report.lines} lines, ${report.inserted} inserted, ${report.updated} updated, ${report.errors.length} refused (${kind}_${locale})`,
  );
  failed += report.errors.length;
}
await store.close();
process.exit(failed ? 1 : 0);
