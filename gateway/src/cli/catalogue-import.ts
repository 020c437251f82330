import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { isLocale, type Locale } from '@archive/contracts/locales';
import { RECORD_DATE_RULE } from '@archive/contracts/record-date';
import { collectionOfFile, importFiles, MAX_LISTED_ERRORS, totalsOf } from '../catalogue/import';
import type { CollectionKind } from '../catalogue/port';
import { openCatalogueStore } from './open-catalogue-store';

// Imports NDJSON files into the configured catalogue store (upsert by id).
// Usage: node --import tsx src/cli/catalogue-import.ts [--locale it --kind data] FILE...
// Without --locale/--kind each file name says it: data_it.ndjson, summary_en.ndjson, relations_fr.ndjson.
// Running gateways on the same DATA_DIR pick the import up by themselves within seconds.
// Exits 1 when any line or file was refused, 2 on wrong usage.
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
const files: { file: string; kind: CollectionKind; locale: Locale }[] = [];
let unreadable = 0;
for (const file of positionals) {
  const fromName = collectionOfFile(file);
  const locale = values.locale ?? fromName?.locale;
  const kind = (values.kind ?? fromName?.kind) as CollectionKind | undefined;
  if (!locale || !isLocale(locale) || !kind || !['data', 'summary', 'relations'].includes(kind)) {
    console.error(
      `${file}: cannot tell locale and kind; name it like data_it.ndjson or pass --locale and --kind`,
    );
    unreadable++;
    continue;
  }
  files.push({ file, kind, locale });
}
const { store } = await openCatalogueStore();
const reports = await importFiles(store, files, {
  // Kept like a Settings import's (issue 25): undoing an earlier import that this one overlaps is
  // then refused instead of bringing back what this one replaced.
  importId: randomUUID(),
  onFile: (r) => {
    const name = basename(r.file);
    for (const e of r.errors) console.error(`${name} line ${e.line}: ${e.reason}`);
    if (r.refused > r.errors.length)
      console.error(
        `${name}: ${r.refused - r.errors.length} more refused lines (first ${MAX_LISTED_ERRORS} listed)`,
      );
    console.log(
      `${name} (${r.kind}_${r.locale}): ${r.lines} lines, ${r.inserted} inserted, ${r.updated} updated, ${r.normalised} normalised, ${r.refused} refused`,
    );
  },
});
await store.close();
const t = totalsOf(reports);
console.log(
  `import: ${t.inserted} inserted, ${t.updated} updated, ${t.normalised} normalised, ${t.refused} refused` +
    (unreadable ? `, ${unreadable} files skipped` : ''),
);
if (t.normalised) console.log(`dates read by the rule: ${RECORD_DATE_RULE}`);
process.exit(t.refused || unreadable ? 1 : 0);
