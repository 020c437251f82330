import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES_BY_LOCALE } from '@archive/contracts/messages-all';
import { parse as formatjsParse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { parse } from './icu-parser-lite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every message the browser bundles hand to react-intl: each package's lang/*.json and contracts. */
function allMessages(): [string, string][] {
  const found: [string, string][] = [];
  for (const pkg of ['shell', 'mf-catalogue', 'mf-content', 'mf-admin', 'mf-auth']) {
    const dir = path.join(root, pkg, 'src', 'lang');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const catalogue = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;
      for (const [id, text] of Object.entries(catalogue)) found.push([`${pkg}/${file} ${id}`, text]);
    }
  }
  for (const [locale, table] of Object.entries(MESSAGES_BY_LOCALE))
    for (const [id, text] of Object.entries(table)) found.push([`contracts ${locale} ${id}`, text]);
  return found;
}

const same = (message: string, options?: { ignoreTag?: boolean }) =>
  expect(parse(message, options)).toEqual(formatjsParse(message, options));

describe('icu-parser-lite', () => {
  it("gives formatjs's AST for every message of every catalogue", () => {
    const all = allMessages();
    expect(all.length).toBeGreaterThan(3000);
    const differing = all.filter(([, text]) => {
      try {
        expect(parse(text)).toEqual(formatjsParse(text));
        return false;
      } catch {
        return true;
      }
    });
    expect(differing.map(([where]) => where)).toEqual([]);
  });

  it('reads arguments, plurals with =n, offset and #, select, and tags, nested', () => {
    same('Ciao {name}!');
    same('{ count , plural, =0 {nessun record} one {# record} other {# record}}');
    same('{n, plural, offset:1 =0 {nessuno} =1 {tu} one {tu e # altro} other {tu e # altri}}');
    same('{n, selectordinal, one {#º} other {#º}}');
    same('{kind, select, news {<b>{title}</b> ({n, plural, one {# foto} other {# foto}})} other {-}}');
    same('Leggi <a>la <b>cookie</b> policy</a> e <br/> poi {x}');
    same('a < b, <1 e <> restano testo');
    same('tag ignorati: <b>x</b>', { ignoreTag: true });
  });

  it('follows ICU apostrophe quoting', () => {
    same("L'archivio dell'anno");
    same("Scrivi '{nome}' tra graffe, '' è un apostrofo, '<b>' non è un tag");
    same("{n, plural, other {'#' resta # e l''apostrofo}}");
    same("non chiuso: '{ fino alla fine");
    same("}' a inizio, graffa chiusa sola");
  });

  it('refuses what it does not read, and malformed messages, with a SyntaxError', () => {
    expect(() => parse('{n, number}')).toThrow(SyntaxError);
    expect(() => parse('{d, date, short}')).toThrow(SyntaxError);
    for (const bad of [
      '{',
      '{}',
      '{n, plural, one {x}}',
      '<b>x',
      '</b>',
      '<b>x</i>',
      '{n, plural, one {x} one {y} other {z}}',
    ])
      expect(() => parse(bad), bad).toThrow(SyntaxError);
  });
});
