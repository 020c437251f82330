import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { CatalogueRecord } from '@archive/contracts/catalogue';
import { writeDemoDataset } from '@archive/gateway/catalogue/demo/write-dataset';
import { EmbeddedCatalogueStore } from '@archive/gateway/catalogue/engine/embedded-store';
import { VocabularyBuilder } from '@archive/gateway/catalogue/engine/vocabulary';
import type { CatalogueStore } from '@archive/gateway/catalogue/port';
import { PgCatalogueStore } from '@archive/gateway/catalogue/postgres/pg-catalogue-store';
import { Random } from '@archive/gateway/catalogue/random';
import { readNdjson } from '@archive/gateway/catalogue/snapshot';
import { analyzerFor } from '@archive/gateway/catalogue/text/analyzer';
import { type PgServer, startPostgres } from '../../gateway/test/postgres/pg-server';

/**
 * Forgiving search figures (issue 23; prints numbers, never a test), on the demo catalogue at scale:
 * - the misspelling list: words of the index's own vocabulary (folded, not stop words, 4+ letters),
 *   each given one deletion, insertion, substitution or swap of neighbours (a quarter each) that is
 *   not itself a vocabulary word; how many the store corrects to the intended word;
 * - false corrections: the 200 rarest correct words, which must never be corrected;
 * - suggestions: p50/p95/p99 of store.suggest for 2-6 typed letters of vocabulary words, in process.
 *
 *   node --import tsx bench/src/forgiving-search-bench.ts [--records 100000] [--data DIR] [--words 300]
 *     [--suggestions 2000] [--postgres] (the same on a throw-away PostgreSQL holding data_it)
 */
const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '100000' },
    data: { type: 'string' },
    words: { type: 'string', default: '300' },
    suggestions: { type: 'string', default: '2000' },
    postgres: { type: 'boolean', default: false },
  },
});
const records = Number(values.records);
const dataDir = values.data ?? join(tmpdir(), `oa-bench-${records}`);
const catalogue = join(dataDir, 'catalogue');
if (!existsSync(join(catalogue, 'data_it.ndjson'))) {
  await writeDemoDataset(catalogue, records);
  console.log(`generated ${records} records into ${dataDir}`);
} else console.log(`reusing the dataset in ${dataDir}`);

// The vocabulary, counted by the same code the embedded index uses, from the public Italian records.
const analyzer = analyzerFor('it');
const builder = new VocabularyBuilder(analyzer);
const docs: CatalogueRecord[] = [];
await readNdjson(join(catalogue, 'data_it.ndjson'), (line) => {
  const r = JSON.parse(line) as CatalogueRecord;
  if (r.access !== 1) return;
  builder.add(r);
  if (values.postgres) docs.push(r);
});
const vocabulary = builder.freeze();
const entries = [...vocabulary.entries()];
console.log(`vocabulary (it): ${entries.length} words`);

const random = new Random(23);
const pickOf = <T>(list: T[]) => list[Math.floor(random.float() * list.length)]!;
const letters = [...'abcdefghijklmnopqrstuvwxyz'];
const eligible = entries
  .filter(([w]) => w.length >= 4 && !/\d/.test(w) && analyzer.term(w) !== null)
  .map(([w]) => w);
const known = new Set(entries.map(([w]) => w));

type Edit = 'deletion' | 'insertion' | 'substitution' | 'swap';
const EDITS: Edit[] = ['deletion', 'insertion', 'substitution', 'swap'];
function misspell(word: string, edit: Edit): string {
  const i = Math.floor(random.float() * word.length);
  switch (edit) {
    case 'deletion':
      return word.slice(0, i) + word.slice(i + 1);
    case 'insertion':
      return word.slice(0, i) + pickOf(letters) + word.slice(i);
    case 'substitution': {
      let c = pickOf(letters);
      while (c === word[i]) c = pickOf(letters);
      return word.slice(0, i) + c + word.slice(i + 1);
    }
    case 'swap': {
      const j = Math.min(i, word.length - 2);
      return word.slice(0, j) + word[j + 1] + word[j] + word.slice(j + 2);
    }
  }
}
const list: { intended: string; typed: string; edit: Edit }[] = [];
for (let k = 0; list.length < Number(values.words) && k < 100_000; k++) {
  const intended = pickOf(eligible);
  const edit = EDITS[list.length % 4]!;
  const typed = misspell(intended, edit);
  if (typed !== intended && !known.has(typed)) list.push({ intended, typed, edit });
}
// The 200 rarest correct words (fewest records first): the demo catalogue repeats a small vocabulary,
// so "rare" here means the least frequent it has.
const rareWords = [...eligible]
  .sort((a, b) => vocabulary.docs(a) - vocabulary.docs(b) || (a < b ? -1 : 1))
  .slice(0, 200);
const rareMax = rareWords.length ? vocabulary.docs(rareWords.at(-1)!) : 0;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (v: number) => v.toFixed(2);

async function measure(name: string, store: CatalogueStore) {
  let corrected = 0;
  let foundByStem = 0;
  let otherHits = 0;
  const byEdit = new Map<Edit, { n: number; ok: number }>();
  const misses: string[] = [];
  for (const m of list) {
    const [answer] = await store.spell!('it', [m.typed]);
    const row = byEdit.get(m.edit) ?? { n: 0, ok: 0 };
    row.n++;
    if (answer!.hits) {
      // The typed word finds records by itself: never corrected (the rule). It still finds the
      // intended word's records when its stem starts the intended word's stem (select.ts stemFamily).
      const typedStem = analyzer.term(m.typed);
      const intendedStem = analyzer.term(m.intended);
      if (
        typedStem &&
        intendedStem &&
        (typedStem === intendedStem || (typedStem.length >= 4 && intendedStem.startsWith(typedStem)))
      )
        foundByStem++;
      else otherHits++;
    } else if (answer!.corrections[0] === m.intended) {
      corrected++;
      row.ok++;
    } else if (misses.length < 12)
      misses.push(`${m.typed}->${answer!.corrections[0] ?? '(none)'} (meant ${m.intended})`);
    byEdit.set(m.edit, row);
  }
  let falseCorrections = 0;
  for (const w of rareWords) {
    const [answer] = await store.spell!('it', [w]);
    if (answer!.corrections.length) falseCorrections++;
  }
  const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
  console.log(
    `\n${name}: misspellings ${list.length}, corrected to the intended word ${corrected} (${pct(corrected, list.length)});`,
  );
  console.log(
    `  not corrected because the typed word finds records by itself (the rule): ${foundByStem + otherHits}, of which ${foundByStem} find the intended word's records by stem;`,
  );
  console.log(
    `  the visitor gets the intended word's records (corrected, or found by stem): ${corrected + foundByStem} (${pct(corrected + foundByStem, list.length)}); corrected among the words finding nothing: ${pct(corrected, list.length - foundByStem - otherHits)}`,
  );
  console.log(`  by edit: ${[...byEdit].map(([e, r]) => `${e} ${r.ok}/${r.n}`).join(', ')}`);
  if (misses.length) console.log(`  some misses: ${misses.join('; ')}`);
  console.log(
    `  rarest correct words: ${rareWords.length} (each in at most ${rareMax} records), false corrections: ${falseCorrections}`,
  );

  const prefixes = Array.from({ length: Number(values.suggestions) }, () => {
    const word = pickOf(eligible);
    return word.slice(0, 2 + Math.floor(random.float() * 5));
  });
  const tables = ['ca_objects', 'ca_entities', 'ca_occurrences'];
  // Warm-up (timed apart): the embedded suggestion index is ready by now (built in the background
  // after the load; see the first suggestion right after load() above).
  const t0 = performance.now();
  await store.suggest!('it', { text: 'le', tables, limit: 5 });
  console.log(`  first suggestion of this run: ${ms(performance.now() - t0)} ms`);
  const times: number[] = [];
  // CPU time of this process per call too: on a shared machine the wall time of a sub-millisecond
  // call is mostly waiting for a core (meaningful for the embedded store only: PostgreSQL works in
  // its own processes).
  const cpu: number[] = [];
  const load = (await import('node:os')).loadavg()[0]!;
  for (const text of prefixes) {
    const c = process.cpuUsage();
    const t = performance.now();
    await store.suggest!('it', { text, tables, limit: 5 });
    times.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  console.log(
    `  suggestions (${times.length} typed prefixes of 2-6 letters, in process, load average ${load.toFixed(1)}): p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms, p99 ${ms(percentile(times, 99))} ms; CPU time p50 ${ms(percentile(cpu, 50))} ms, p95 ${ms(percentile(cpu, 95))} ms, p99 ${ms(percentile(cpu, 99))} ms`,
  );
  const spellTimes: number[] = [];
  for (const m of list.slice(0, 200)) {
    const t = performance.now();
    await store.spell!('it', [m.typed]);
    spellTimes.push(performance.now() - t);
  }
  spellTimes.sort((a, b) => a - b);
  console.log(
    `  spell one misspelt word: p50 ${ms(percentile(spellTimes, 50))} ms, p95 ${ms(percentile(spellTimes, 95))} ms`,
  );
}

const rss0 = process.memoryUsage().rss;
const t = performance.now();
const embedded = new EmbeddedCatalogueStore(catalogue);
await embedded.load();
console.log(
  `embedded store ready in ${((performance.now() - t) / 1000).toFixed(1)} s (rss +${Math.round((process.memoryUsage().rss - rss0) / 2 ** 20)} MB)`,
);
{
  // Right after the load: the suggestion index is being built in the background; the answer does not
  // wait for it (facet values alone, `partial`), then the index is ready without any request.
  const tables = ['ca_objects', 'ca_entities', 'ca_occurrences'];
  const t0 = performance.now();
  const first = await embedded.suggest!('it', { text: 'le', tables, limit: 5 });
  console.log(
    `first suggestion right after the load: ${ms(performance.now() - t0)} ms, ${first.titles.length} titles, ${first.facets.length} facet values${first.partial ? ' (partial: the title index is still being built)' : ''}`,
  );
  let again = first;
  while (again.partial) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    again = await embedded.suggest!('it', { text: 'le', tables, limit: 5 });
  }
  console.log(`suggestion index ready in the background ${ms(performance.now() - t0)} ms after the load`);
}
await measure(`embedded, ${records} records`, embedded);
await embedded.close();

if (values.postgres) {
  let server: PgServer | undefined;
  try {
    server = await startPostgres({});
    const url = await server.createDatabase('forgiving_bench');
    const store = await PgCatalogueStore.open({ url, pollMs: 0 });
    const t1 = performance.now();
    for (let i = 0; i < docs.length; i += 5000)
      await store.upsert({ locale: 'it', kind: 'data', docs: docs.slice(i, i + 5000) });
    const t2 = performance.now();
    await store.publish();
    console.log(
      `\nPostgreSQL: ${docs.length} records upserted in ${((t2 - t1) / 1000).toFixed(1)} s, publish (words, facet values, ANALYZE) ${((performance.now() - t2) / 1000).toFixed(1)} s`,
    );
    await measure(`PostgreSQL, ${docs.length} records`, store);
    await store.close();
  } finally {
    await server?.stop();
  }
}
