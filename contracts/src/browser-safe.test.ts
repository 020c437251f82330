import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The shell and ui import these modules on every page. zod is ~25 KB gzip and its schemas are
 * built at module load (never tree-shaken), so none of these may reach it, directly or through a
 * relative import: schemas of these resources live in the `*-schema.ts` modules beside them.
 */
const BROWSER_SAFE = [
  'access',
  'catalogue-endpoints',
  'colours',
  'constants',
  'content-endpoints',
  'endpoints',
  'filters',
  'date-filter',
  'format',
  'home-sections',
  'html-fields',
  'html-policy',
  'html-purify',
  'localised-text',
  'locales',
  'menu-links',
  'messages',
  'password',
  'pins',
  'rich-text-elements',
  'routes',
  'safe-links',
  'search-text',
];

const here = path.dirname(fileURLToPath(import.meta.url));
const importsOf = (file: string): string[] =>
  [
    ...readFileSync(path.join(here, `${file}.ts`), 'utf8').matchAll(
      /^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms,
    ),
  ]
    .filter((m) => !/^(?:import|export)\s+type\s/.test(m[0]))
    .map((m) => m[1] as string);

/** Every runtime import reachable from `file`, following relative ones. */
const reachable = (file: string, seen = new Set<string>()): Set<string> => {
  for (const spec of importsOf(file)) {
    const key = spec.startsWith('./') ? spec.slice(2) : spec;
    if (seen.has(key)) continue;
    seen.add(key);
    if (spec.startsWith('./')) reachable(key, seen);
  }
  return seen;
};

describe('modules the browser loads on every page', () => {
  it.each(BROWSER_SAFE)('%s reaches no zod and no *-schema module', (file) => {
    const reached = [...reachable(file)];
    expect(reached.filter((m) => m === 'zod' || m.startsWith('zod/') || m.endsWith('-schema'))).toEqual([]);
  });
  it('would notice a schema module', () => {
    expect([...reachable('site-options')]).toContain('zod');
  });
});
