import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@archive/contracts/locales';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import { beforeAll, describe, expect, it } from 'vitest';

// Italian (it.json) is the reference: it is bundled and holds every messages.ts default word for word.
// Every other locale must translate exactly its ids (a missing id shows Italian on that page, an extra
// one is dead weight), never with an empty text, and keep the ICU shape: same arguments with the same
// types, same tags, plural branches valid for the locale. Formatting with a wrong shape throws at run time.

type Descriptor = { id: string; defaultMessage: string };
type Catalogue = Record<string, string>;
/** The parts of @formatjs/icu-messageformat-parser's AST this test reads. */
type IcuElement = {
  type: number;
  value: string;
  style?: unknown;
  pluralType?: 'cardinal' | 'ordinal';
  options?: Record<string, { value: IcuElement[] }>;
  children?: IcuElement[];
};
const parse = parseIcu as unknown as (message: string) => IcuElement[];

const isDescriptor = (v: unknown): v is Descriptor =>
  typeof v === 'object' && v !== null && typeof (v as Descriptor).id === 'string';

/** Arguments (with type and style) and tags a message uses, wherever they sit in it; plain text is ignored. */
const shape = (elements: IcuElement[], into = new Set<string>()): Set<string> => {
  for (const e of elements) {
    if (e.type === 1) into.add(`{${e.value}}`);
    else if (e.type >= 2 && e.type <= 4)
      into.add(`{${e.value}, ${e.type}, ${JSON.stringify(e.style ?? null)}}`);
    else if (e.type === 5) into.add(`{${e.value}, select}`);
    else if (e.type === 6) into.add(`{${e.value}, ${e.pluralType ?? 'cardinal'}}`);
    else if (e.type === 8) into.add(`<${e.value}>`);
    for (const option of Object.values(e.options ?? {})) shape(option.value, into);
    if (e.children) shape(e.children, into);
  }
  return into;
};
/** The parsed message, or the parser's complaint. */
const tryParse = (text: string): IcuElement[] | string => {
  try {
    return parse(text);
  } catch (error) {
    return String(error);
  }
};

/** Plural branches that the locale's plural rules never pick (`=n` branches are always fine). */
const foreignPluralBranches = (elements: IcuElement[], locale: string): string[] =>
  elements.flatMap((e) => {
    const nested = Object.values(e.options ?? {}).flatMap((o) => foreignPluralBranches(o.value, locale));
    if (e.type !== 6) return [...nested, ...(e.children ? foreignPluralBranches(e.children, locale) : [])];
    const categories = new Intl.PluralRules(locale, { type: e.pluralType }).resolvedOptions()
      .pluralCategories;
    const wrong = Object.keys(e.options ?? {}).filter(
      (k) => !k.startsWith('=') && !(categories as readonly string[]).includes(k),
    );
    return [...wrong, ...nested];
  });

/**
 * Plural categories that counts 0–200 fall into in this locale but a message leaves to `other` (Croatian
 * `few`: 2–4 records). The `many` of Italian, French and Spanish only picks round millions: not required.
 */
const missingPluralBranches = (elements: IcuElement[], locale: string): string[] =>
  elements.flatMap((e) => {
    const nested = Object.values(e.options ?? {}).flatMap((o) => missingPluralBranches(o.value, locale));
    if (e.type !== 6) return nested;
    const rules = new Intl.PluralRules(locale, { type: e.pluralType });
    const options = e.options ?? {};
    const needed = new Set(
      Array.from({ length: 201 }, (_, n) => n)
        .filter((n) => !(`=${n}` in options))
        .map((n) => rules.select(n)),
    );
    return [...[...needed].filter((c) => !(c in options)), ...nested];
  });

/**
 * The checks above for one bundle: its `src/lang/catalogues.test.ts` calls this with its own
 * `import.meta.url`, whose folder holds the catalogues and whose parent is the bundle's sources.
 */
export function describeMessageCatalogues(testFileUrl: string): void {
  const langDir = path.dirname(fileURLToPath(testFileUrl));
  const srcDir = path.dirname(langDir);

  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return sourceFiles(full);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
    });
  // src/messages.ts loads catalogues; the feature and lib messages.ts files define the messages.
  const messageFiles = sourceFiles(srcDir).filter(
    (f) => path.basename(f) === 'messages.ts' && path.dirname(f) !== srcDir,
  );

  const load = (locale: string): Catalogue =>
    JSON.parse(readFileSync(path.join(langDir, `${locale}.json`), 'utf8'));
  const italian = load('it');
  const others = LOCALES.filter((l) => l !== 'it');

  let defined: Descriptor[] = [];
  beforeAll(async () => {
    const modules = (await Promise.all(messageFiles.map((f) => import(f)))) as Record<string, unknown>[];
    defined = modules.flatMap((mod) =>
      Object.values(mod).flatMap((v) =>
        isDescriptor(v)
          ? [v]
          : typeof v === 'object' && v !== null
            ? Object.values(v).filter(isDescriptor)
            : [],
      ),
    );
  });

  describe('message catalogues', () => {
    it('exist for every locale and no other', () => {
      const files = readdirSync(langDir)
        .filter((f) => f.endsWith('.json'))
        .sort();
      expect(files).toEqual(LOCALES.map((l) => `${l}.json`).sort());
    });

    it('Italian holds every messages.ts default word for word', () => {
      expect(defined.length).toBeGreaterThan(0);
      for (const m of defined) expect(italian[m.id], m.id).toBe(m.defaultMessage);
    });

    it('Italian holds no id that the code never uses', () => {
      const ids = new Set(defined.map((m) => m.id));
      const code = sourceFiles(srcDir)
        .map((f) => readFileSync(f, 'utf8'))
        .join('\n');
      expect(
        Object.keys(italian).filter(
          (id) => !ids.has(id) && !code.includes(`'${id}'`) && !code.includes(`"${id}"`),
        ),
      ).toEqual([]);
    });

    it('Italian messages are valid ICU', () => {
      for (const [id, text] of Object.entries(italian)) expect(() => parse(text), id).not.toThrow();
    });

    describe.each(others)('%s', (locale) => {
      const catalogue = load(locale);

      it('has exactly the Italian ids', () => {
        expect(Object.keys(catalogue).sort()).toEqual(Object.keys(italian).sort());
      });

      it('has no empty message', () => {
        expect(Object.keys(catalogue).filter((id) => !catalogue[id]?.trim())).toEqual([]);
      });

      it('keeps every message’s arguments, types and tags', () => {
        const problems = Object.entries(catalogue).flatMap(([id, text]) => {
          const reference = italian[id];
          if (reference === undefined) return []; // reported by the id test
          const elements = tryParse(text);
          if (typeof elements === 'string') return [`${id}: ${elements}`];
          const mine = [...shape(elements)].sort();
          const theirs = [...shape(parse(reference))].sort();
          return mine.join(' ') === theirs.join(' ')
            ? []
            : [`${id}: ${mine.join(' ')} instead of ${theirs.join(' ')}`];
        });
        expect(problems).toEqual([]);
      });

      it(`uses the plural branches of ${locale}`, () => {
        const problems = Object.entries(catalogue).flatMap(([id, text]) => {
          const elements = tryParse(text);
          if (typeof elements === 'string') return []; // reported by the shape test
          const foreign = foreignPluralBranches(elements, locale);
          const missing = missingPluralBranches(elements, locale);
          return [
            ...(foreign.length ? [`${id}: ${foreign.join(', ')} never chosen`] : []),
            ...(missing.length ? [`${id}: ${missing.join(', ')} missing`] : []),
          ];
        });
        expect(problems).toEqual([]);
      });

      it('is a translation, not a copy of Italian', () => {
        // Names (News, Newsletter, URL, Video…) may stay as they are; a catalogue filled from it.json may not.
        const same = Object.keys(italian).filter((id) => catalogue[id] === italian[id]);
        expect(same.length / Object.keys(italian).length, same.join(', ')).toBeLessThan(0.1);
      });
    });
  });
}
