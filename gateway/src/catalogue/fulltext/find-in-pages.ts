import type {
  FulltextHit,
  FulltextPage,
  FulltextSnippet,
  RelativeBox,
  SnippetPart,
} from '@archive/contracts/fulltext';
import type { SearchTerm } from '@archive/contracts/search-text';
import { type Analyzer, fold } from '../text/analyzer';
import { pageWords } from './page-builder';

/**
 * Finding query words in a record's pages, by the catalogue search's own rules (same analyzer:
 * stemmed words, a stem of 4+ letters also matching longer stems it starts; phrases as folded
 * words side by side), for the viewer's in-document search, IIIF Content Search and the snippets
 * of result cards. A page's words are its stored tokens (fulltext.ts), each with its box when the
 * page has boxes; a token may hold several words ("dell'archivio,"), so matching runs on words
 * and answers token ranges.
 */

/** Words of a page in order, each with the token it sits in. */
interface PageUnits {
  tokens: string[];
  folded: string[];
  terms: (string | null)[];
  tokenOf: number[];
}

/** Words and the spaces and newlines between tokens, in one scan of the page. */
const WORD_OR_GAP = /[\p{L}\p{N}]+|[ \n]/gu;
/** Folded forms of words seen (running text repeats its words endlessly; fold() normalises). */
const folded = new Map<string, string>();
const foldWord = (word: string) => {
  let f = folded.get(word);
  if (f === undefined) {
    f = fold(word);
    if (folded.size > 200_000) folded.clear();
    folded.set(word, f);
  }
  return f;
};

function unitsOf(page: FulltextPage, analyzer: Analyzer): PageUnits {
  const tokens = pageWords(page.text);
  const units: PageUnits = { tokens, folded: [], terms: [], tokenOf: [] };
  let token = 0;
  for (const match of page.text.matchAll(WORD_OR_GAP)) {
    const text = match[0];
    if (text === ' ' || text === '\n') {
      token++;
      continue;
    }
    const word = text.toLowerCase();
    units.folded.push(foldWord(word));
    units.terms.push(analyzer.term(word));
    units.tokenOf.push(token);
  }
  return units;
}

/** Words of a page's text, as unitsOf reads them (the spaces and newlines between tokens aside). */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The distinct terms of a page's words, exactly as unitsOf makes them: a page whose terms hold
 * none of a query's stems (nor a longer stem one starts, see stemMatches) has no match of them. The
 * PostgreSQL store keeps them per page to read a card only the page its snippet comes from.
 */
export function termsOfPage(text: string, analyzer: Analyzer): string[] {
  const terms = new Set<string>();
  for (const word of text.match(WORD) ?? []) {
    const term = analyzer.term(word.toLowerCase());
    if (term) terms.add(term);
  }
  return [...terms];
}

export interface Query {
  /** Stems of single words. */
  stems: string[];
  /** Folded words of each phrase. */
  phrases: string[][];
  /**
   * Texts a page must hold (folded) to have a match: a stem without its last two letters (a
   * Snowball stem only rewrites the end of its word: "happi" of "happy"), a phrase's longest
   * word. Splitting a page into stemmed words costs ~100 times more than this look.
   */
  needles: string[];
}

export function queryOf(terms: readonly SearchTerm[], analyzer: Analyzer): Query {
  const stems = new Set<string>();
  const phrases: string[][] = [];
  // A query is at most 200 characters; its first 10 words or phrases bound the work per word scanned.
  for (const term of terms.slice(0, 10)) {
    if (term.phrase) {
      const words = analyzer.phraseForm(term.text).split(' ').filter(Boolean);
      if (words.length) phrases.push(words);
    } else
      for (const word of analyzer.words(term.text)) {
        const stem = analyzer.term(word);
        if (stem) stems.add(stem);
      }
  }
  const needles = [
    ...[...stems].map((stem) => stem.slice(0, Math.max(3, stem.length - 2))),
    ...phrases.map((words) => words.reduce((a, b) => (b.length > a.length ? b : a), '')),
  ];
  return { stems: [...stems], phrases, needles };
}

/** fold() of the Latin letters with accents (U+00C0-U+017F), one character each. */
let latinFolds: Map<string, string> | null = null;
const NON_ASCII = /[\u0080-\uffff]/;
const LATIN_ACCENTED = /[\u00c0-\u017f]/g;
const BEYOND_LATIN = /[\u0180-\uffff]/;

/**
 * fold() for the look-up below, ~10 times cheaper on Latin text: lower case, then the accented
 * Latin letters replaced one by one (Unicode normalisation of a whole page is the slow part);
 * other scripts take fold() itself.
 */
export function quickFold(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  if (BEYOND_LATIN.test(lower)) return fold(text);
  if (!latinFolds) {
    latinFolds = new Map();
    for (let c = 0xc0; c <= 0x17f; c++) latinFolds.set(String.fromCharCode(c), fold(String.fromCharCode(c)));
  }
  const map = latinFolds;
  return lower.replace(LATIN_ACCENTED, (c) => map.get(c) ?? c);
}

/**
 * Folded texts of pages looked at, by page object: a card's page is looked at when it is chosen and
 * again for its snippet, and the PostgreSQL store keeps the pages cards show from search to search.
 */
const foldedPages = new WeakMap<object, { text: string; folded: string }>();

/** Whether the page can hold a match (see Query.needles); false only when it cannot. */
export const mayHold = (page: Pick<FulltextPage, 'text'>, query: Query) => {
  let known = foldedPages.get(page);
  if (known?.text !== page.text) {
    known = { text: page.text, folded: quickFold(page.text) };
    foldedPages.set(page, known);
  }
  const folded = known.folded;
  return query.needles.some((needle) => folded.includes(needle));
};

const stemMatches = (stem: string, wanted: string) =>
  stem === wanted || (wanted.length >= 4 && stem.startsWith(wanted));

/** Token ranges [start, end) of every match on the page, in reading order. */
function matchesOn(units: PageUnits, query: Query): [number, number][] {
  const found: [number, number][] = [];
  const n = units.folded.length;
  for (let i = 0; i < n; i++) {
    const stem = units.terms[i];
    if (stem && query.stems.some((s) => stemMatches(stem, s))) {
      found.push([units.tokenOf[i]!, units.tokenOf[i]! + 1]);
      continue;
    }
    for (const phrase of query.phrases) {
      if (i + phrase.length > n) continue;
      let ok = true;
      for (let k = 0; k < phrase.length && ok; k++) ok = units.folded[i + k] === phrase[k];
      if (ok) {
        found.push([units.tokenOf[i]!, units.tokenOf[i + phrase.length - 1]! + 1]);
        break;
      }
    }
  }
  // Two words of one token ("l'arte" for "arte") would list the token twice.
  return found.filter((m, i) => i === 0 || m[0] !== found[i - 1]![0]);
}

/** Context around tokens [start, end): `around` tokens each side; runs of marked tokens are one part. */
function partsOf(
  tokens: string[],
  start: number,
  end: number,
  around: number,
  marked: Set<number>,
): SnippetPart[] {
  const from = Math.max(0, start - around);
  const to = Math.min(tokens.length, end + around);
  const parts: SnippetPart[] = [];
  const plain = (text: string) => {
    const last = parts.at(-1);
    if (last && !last.mark) last.text += text;
    else parts.push({ text });
  };
  if (from > 0) plain('… ');
  for (let t = from; t < to; t++) {
    const mark = marked.has(t);
    const joined = mark && t > from && marked.has(t - 1);
    if (t > from) {
      if (joined) parts.at(-1)!.text += ' ';
      else plain(' ');
    }
    if (!mark) plain(tokens[t]!);
    else if (joined) parts.at(-1)!.text += tokens[t]!;
    else parts.push({ text: tokens[t]!, mark: true });
  }
  if (to < tokens.length) plain(' …');
  return parts;
}

/** Boxes of tokens [start, end) relative to the page, from the page's stored boxes. */
function boxesOf(page: FulltextPage, boxes: string[] | null, start: number, end: number): RelativeBox[] {
  if (!boxes || !page.width || !page.height) return [];
  const out: RelativeBox[] = [];
  for (let t = start; t < end; t++) {
    const [x, y, w, h] = (boxes[t] ?? '').split(',').map(Number);
    if (x === undefined || y === undefined || w === undefined || h === undefined || Number.isNaN(h)) continue;
    out.push({ x: x / page.width, y: y / page.height, w: w / page.width, h: h / page.height });
  }
  return out;
}

/** Every occurrence of the query in the pages, by page and position (the first `limit` listed). */
export function findInPages(
  pages: readonly FulltextPage[],
  terms: readonly SearchTerm[],
  analyzer: Analyzer,
  limit: number,
  around = 8,
): { hits: FulltextHit[]; total: number } {
  const query = queryOf(terms, analyzer);
  const hits: FulltextHit[] = [];
  let total = 0;
  if (!query.stems.length && !query.phrases.length) return { hits, total };
  for (const page of pages) {
    // The scan stops once `limit` hits are listed: a very long document cannot hold the server.
    if (hits.length >= limit) break;
    if (!mayHold(page, query)) continue;
    const units = unitsOf(page, analyzer);
    const found = matchesOn(units, query);
    if (!found.length) continue;
    total += found.length;
    const boxes = page.boxes ? page.boxes.split(' ') : null;
    for (const [start, end] of found) {
      if (hits.length >= limit) break;
      const marked = new Set<number>();
      for (let t = start; t < end; t++) marked.add(t);
      hits.push({
        page: page.page,
        parts: partsOf(units.tokens, start, end, around, marked),
        boxes: boxesOf(page, boxes, start, end),
      });
    }
  }
  return { hits, total };
}

/**
 * A result card's snippet: the first page where the query's words appear, a few words either
 * side of the first of them, every match inside that window marked.
 */
export function snippetOf(
  pages: readonly FulltextPage[],
  terms: readonly SearchTerm[],
  analyzer: Analyzer,
  around = 10,
): FulltextSnippet | undefined {
  const query = queryOf(terms, analyzer);
  if (!query.stems.length && !query.phrases.length) return undefined;
  for (const page of pages) {
    if (!mayHold(page, query)) continue;
    const units = unitsOf(page, analyzer);
    const found = matchesOn(units, query);
    const first = found[0];
    if (!first) continue;
    const marked = new Set<number>();
    for (const [s, e] of found) for (let t = s; t < e; t++) marked.add(t);
    return { page: page.page, parts: partsOf(units.tokens, first[0], first[1], around, marked) };
  }
  return undefined;
}
