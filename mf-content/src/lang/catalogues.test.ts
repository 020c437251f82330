import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// Every message a feature defines must exist in every catalogue (Italian is bundled, the others
// load on demand); a missing id would show Italian on an English or French page.
type Descriptor = { id: string; defaultMessage: string };
const langDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.dirname(langDir);

const messageFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return messageFiles(full);
    return name === 'messages.ts' && dir !== srcDir ? [full] : [];
  });

const catalogues = Object.fromEntries(
  readdirSync(langDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f, JSON.parse(readFileSync(path.join(langDir, f), 'utf8')) as Record<string, string>]),
);

let defined: Descriptor[] = [];
beforeAll(async () => {
  const modules = await Promise.all(messageFiles(srcDir).map((f) => import(f)));
  defined = modules.flatMap((mod) =>
    Object.values(mod as Record<string, Record<string, Descriptor>>).flatMap((group) => Object.values(group)),
  );
});

describe('message catalogues', () => {
  it('defines messages', () => {
    expect(defined.length).toBeGreaterThan(50);
  });
  for (const [file, catalogue] of Object.entries(catalogues)) {
    it(`${file} has every message`, () => {
      expect(defined.filter((m) => !(m.id in catalogue)).map((m) => m.id)).toEqual([]);
    });
  }
  it('Italian is each message’s default', () => {
    const italian = catalogues['it.json'] ?? {};
    for (const m of defined) expect(italian[m.id]).toBe(m.defaultMessage);
  });
});
