import { describe, expect, it } from 'vitest';
import { matchForm, matchRank } from '../text/suggest-rules';
import { LocaleIndex } from './locale-index';
import { SuggestIndex, sortInSlices } from './suggest-index';
import { testRecord } from './test-records';

/**
 * The embedded suggestion index (issue 23): built in the background, never on a request's turn;
 * its shortcuts for texts many titles hold give what the rules give by brute force.
 */
const WORDS = ['lettera', 'lettura', 'roma', 'romanzo', 'mappa', 'veduta', 'ritratto', 'diario', 'zattera'];
// 3,000 titles, most starting with "Lettera": "lett" is a range far larger than the 5 asked for.
const titles = Array.from({ length: 3000 }, (_, i) => {
  const w = (k: number) => WORDS[(i * 7 + k * 3) % WORDS.length]!;
  return i % 5 === 4 ? `${w(1)} ${w(2)} n. ${i}` : `Lettera ${w(1)} ${w(2)} ${i}`;
});
const index = () =>
  new LocaleIndex(
    'it',
    titles.map((label, i) => testRecord(String(i + 1), { preferred_label: label })),
  );

/** The rules by brute force: titles starting with the text by title order, then the others holding it. */
function reference(ix: LocaleIndex, text: string, limit: number): string[] {
  const form = text.toLowerCase();
  const order = ix.order.get('preferred_label')!;
  const docs = [...order];
  const ranked = (r: number) =>
    docs.filter((d) => matchRank(matchForm(ix.analyzer, ix.raw.labels[d]!), form) === r);
  return [...ranked(2), ...ranked(1)].slice(0, limit).map((d) => ix.record(d).preferred_label);
}

describe('suggestion index (embedded)', () => {
  it('is not built by a request that does not wait: the first answer holds the facet values alone', async () => {
    const ix = index();
    const request = { text: 'lett', tables: ['ca_objects'], limit: 5 };
    const quick = await SuggestIndex.within(ix, 0);
    expect(quick).toBeUndefined();
    expect(SuggestIndex.cheap(ix, request)).toEqual({ titles: [], facets: [], partial: true });
    // The build started by that request finishes in the background, and then answers whole.
    const built = await SuggestIndex.prepare(ix);
    expect(SuggestIndex.ready(ix)).toBe(built);
    const answer = built.suggest(request);
    expect(answer.partial).toBeUndefined();
    expect(answer.titles.map((t) => t.label)).toEqual(reference(ix, 'lett', 5));
  });

  it('answers what the rules give for texts many, few or no titles hold', async () => {
    const ix = index();
    const built = await SuggestIndex.prepare(ix);
    for (const text of [
      'le',
      'lett',
      'lettera r',
      'ro',
      'roma',
      'ma',
      'vedu',
      'zat',
      'diario l',
      'qz',
      '29',
    ]) {
      for (const limit of [1, 5, 10]) {
        const got = built.suggest({ text, tables: ['ca_objects'], limit }).titles.map((t) => t.label);
        expect(got, `${text} (${limit})`).toEqual(reference(ix, text, limit));
      }
    }
  });

  it('gives the folded title of a record before and after it is built', async () => {
    const ix = index();
    const before = SuggestIndex.titleOf(ix, 3);
    await SuggestIndex.prepare(ix);
    expect(SuggestIndex.titleOf(ix, 3)).toBe(before);
    expect(before).toBe(` ${titles[3]!.toLowerCase()}`);
  });

  it('sorts a slice at a time to the same order as one sort', async () => {
    const values = Array.from({ length: 20_000 }, (_, i) => (i * 7919) % 10_007);
    const compare = (a: number, b: number) => values[a]! - values[b]! || a - b;
    const sorted = await sortInSlices(values.length, compare);
    expect([...sorted]).toEqual(Array.from({ length: values.length }, (_, i) => i).sort(compare));
  });
});
