import { parseDateRange } from '@archive/contracts/date-filter';
import type { FilterToken } from '@archive/contracts/filters';
import type { RecordSelection } from '../port';
import { Bitset } from './bitset';
import { pagesHoldPhrase } from './fulltext-terms';
import type { LocaleIndex } from './locale-index';
import { recordKey } from './locale-index';
import type { PackedPostings } from './postings';
import { STEM_PREFIX_FROM, sortedStemFamily } from './sorted-range';

/**
 * Turns a selection into the set of matching public docs: tables, excluded types, media, the site
 * query mask, filter tokens and text, all as set operations on bitsets and posting lists.
 *
 * searchType 'and': every word, phrase and token must match. 'or': any word or phrase, and any
 * non-date token; date tokens always restrict (a date range is never a reason to include a record).
 */
export function selectDocs(index: LocaleIndex, selection: RecordSelection, siteMask?: Bitset): Bitset {
  const n = index.size;
  const result = new Bitset(n);
  for (const table of selection.tables) {
    const set = index.tableSets.get(table);
    if (set) result.or(set);
  }
  for (const type of selection.excludeTypeIds) {
    const set = index.typeSets.get(type);
    if (set) result.andNot(set);
  }
  if (selection.hasMedia) result.and(index.mediaSet);
  if (siteMask) result.and(siteMask);

  const dates = selection.tokens.filter((t) => t.type === 'date');
  const others = selection.tokens.filter((t) => t.type !== 'date');
  if (others.length) {
    const sets = others.map((t) => tokenSet(index, t, selection));
    if (selection.searchType === 'or') {
      const union = new Bitset(n);
      for (const s of sets) union.or(s);
      result.and(union);
    } else for (const s of sets) result.and(s);
  }
  if (selection.terms.length) {
    const sets = selection.terms.map((term) => termSet(index, term.text, term.phrase, result));
    if (selection.searchType === 'or') {
      const union = new Bitset(n);
      for (const s of sets) union.or(s);
      result.and(union);
    } else for (const s of sets) result.and(s);
  }
  for (const token of dates) applyDate(index, token, result);
  return result;
}

const fromPostings = (n: number, postings: PackedPostings, key: string) => {
  const set = new Bitset(n);
  postings.addTo(key, set);
  return set;
};

function tokenSet(
  index: LocaleIndex,
  token: Exclude<FilterToken, { type: 'date' }>,
  selection: RecordSelection,
): Bitset {
  const n = index.size;
  switch (token.type) {
    case 'common':
    case 'collection':
      return fromPostings(n, index.filterPostings, token.id);
    case 'parentPath':
      return fromPostings(n, index.ancestorPostings, token.id);
    case 'meta':
      return fromPostings(n, index.metaPostings, `${token.field}\u0000${token.id.toLowerCase()}`);
    case 'pin': {
      const set = new Bitset(n);
      for (const pin of selection.pins) {
        const doc = index.docOfKey(recordKey(pin.table, pin.id));
        if (doc !== undefined) set.add(doc);
      }
      return set;
    }
  }
}

/** Records whose [start, end] meets the token's range; undated records never match a date filter. */
function applyDate(index: LocaleIndex, token: Extract<FilterToken, { type: 'date' }>, result: Bitset): void {
  const range = parseDateRange(token.from, token.to);
  const from = range.ok ? (range.from ?? Number.NEGATIVE_INFINITY) : Number.POSITIVE_INFINITY;
  const to = range.ok ? (range.to ?? Number.POSITIVE_INFINITY) : Number.NEGATIVE_INFINITY;
  const keep = new Bitset(index.size);
  result.forEach((doc) => {
    const start = index.starts[doc]!;
    const end = Number.isNaN(index.ends[doc]!) ? start : index.ends[doc]!;
    if (!Number.isNaN(start) && start <= to && end >= from) keep.add(doc);
  });
  result.and(keep);
}

/**
 * Docs holding every stemmed word of the text; for a phrase, also the words side by side in order
 * (checked on the candidates only, against the folded text).
 */
function termSet(index: LocaleIndex, text: string, phrase: boolean, within: Bitset): Bitset {
  const n = index.size;
  const words = index.analyzer.words(text);
  const terms = words.map((w) => index.analyzer.term(w)).filter((t): t is string => t !== null);
  let set: Bitset | null = null;
  for (const term of new Set(terms)) {
    const next = phrase ? fromPostings(n, index.termPostings, term) : stemFamily(index, term);
    // Words of the pages' text select the record too (issue 23).
    index.fulltext.addStemFamily(term, next, !phrase);
    set = set ? set.and(next) : next;
  }
  // Only stop words: nothing to look up; a phrase is still checked against the text below.
  if (!set) set = within.clone();
  if (phrase) {
    const wanted = ` ${index.analyzer.phraseForm(text)} `;
    const checked = new Bitset(n);
    set.and(within).forEach((doc) => {
      if (` ${index.analyzer.phraseForm(phraseSource(index, doc))} `.includes(wanted)) checked.add(doc);
      else if (
        index.fulltext.postings.size &&
        pagesHoldPhrase(index.record(doc).fulltext, wanted, index.analyzer)
      )
        checked.add(doc);
    });
    return checked;
  }
  return set;
}

/**
 * Docs holding the stem or a longer stem it starts: Snowball gives "lettere" the stem "lett" and
 * "lettera" the stem "letter"; matching by prefix lets either find both. Short stems match exactly.
 */
export function stemFamily(index: LocaleIndex, stem: string): Bitset {
  const set = fromPostings(index.size, index.termPostings, stem);
  if (stem.length < STEM_PREFIX_FROM) return set;
  const terms = index.sortedTerms;
  const [from, to] = sortedStemFamily(terms, stem);
  for (let i = from; i < to; i++) index.termPostings.addTo(terms[i]!, set);
  return set;
}

function phraseSource(index: LocaleIndex, doc: number): string {
  const r = index.record(doc);
  const parts = [r.preferred_label];
  for (const m of r.metadati) {
    if (m.value) parts.push(m.value);
    if (m.subelements) for (const s of m.subelements) if (s.value) parts.push(s.value);
  }
  for (const f of r.filtri) parts.push(f.name);
  // A separator word no phrase contains, so a phrase never spans two fields.
  return parts.join(' qqzqq ');
}
