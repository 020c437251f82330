/**
 * Search text as typed in the search bar: "quoted parts" are kept as phrases, everything else is
 * split into words (spec section 5). Used by the search bar (tags) and by the gateway's text index.
 */
export interface SearchTerm {
  text: string;
  /** True when the user quoted it: the words must appear together, in this order. */
  phrase: boolean;
}

/** Longest search text accepted; longer input is cut, not rejected, so pasted text still searches. */
export const SEARCH_TEXT_MAX_LENGTH = 200;

const WORD_SPLIT = /[\s,;]+/u;

export function splitSearchText(input: string): SearchTerm[] {
  const text = input.slice(0, SEARCH_TEXT_MAX_LENGTH);
  const terms: SearchTerm[] = [];
  const seen = new Set<string>();
  const push = (value: string, phrase: boolean) => {
    const clean = value.trim().replace(/\s+/gu, ' ');
    if (!clean) return;
    // A one-word phrase behaves as a word; duplicates would only slow the search.
    const isPhrase = phrase && clean.includes(' ');
    const key = `${isPhrase ? 'p' : 'w'}:${clean.toLocaleLowerCase('it')}`;
    if (seen.has(key)) return;
    seen.add(key);
    terms.push({ text: clean, phrase: isPhrase });
  };
  // Curly quotes come from phones and word processors; treat them like straight ones.
  const normalised = text.replace(/[\u201C\u201D\u201E\u00AB\u00BB]/gu, '"');
  const parts = normalised.split('"');
  parts.forEach((part, index) => {
    // Odd parts sit between quotes; an unclosed final quote leaves its text as plain words.
    const quoted = index % 2 === 1 && index < parts.length - 1;
    if (quoted) push(part, true);
    else for (const word of part.split(WORD_SPLIT)) push(word, false);
  });
  return terms;
}

/** The terms back as text: phrases re-quoted, words as they are. */
export const joinSearchTerms = (terms: SearchTerm[]) =>
  terms.map((t) => (t.phrase ? `"${t.text}"` : t.text)).join(' ');
