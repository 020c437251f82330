import type { Filtro } from '@archive/contracts/catalogue';
import { type FacetKind, facetKindOf } from '@archive/contracts/facet-kinds';
import type { Analyzer } from './analyzer';

/**
 * Suggestions while typing (issue 23), the rules every store shares: what typed text is matched
 * against (folded words, so `citta` finds `Città`), which facet values are offered and in what
 * order. A title or facet name matches when one of its words starts the typed text (`lett` finds
 * "Una lettera"; `lettera di` finds "Lettera di Galileo"); names that start with it come first.
 */

/** Shortest typed text suggested for (in folded letters and digits). */
export const SUGGEST_MIN_LENGTH = 2;
/** Longest typed text looked at; the rest is cut (titles are matched on their first words anyway). */
export const SUGGEST_MAX_LENGTH = 60;

/** The typed text as matched: folded words joined by one space, or null when too short. */
export function suggestForm(analyzer: Analyzer, text: string): string | null {
  const form = analyzer.phraseForm(text.slice(0, SUGGEST_MAX_LENGTH * 2)).slice(0, SUGGEST_MAX_LENGTH);
  return form.replaceAll(' ', '').length >= SUGGEST_MIN_LENGTH ? form : null;
}

/** A folded name padded as matched: ' word word'. */
export const matchForm = (analyzer: Analyzer, name: string) => ` ${analyzer.phraseForm(name)}`;

/** 2: the name starts with the typed text; 1: a later word does; 0: no match. */
export function matchRank(padded: string, form: string): 0 | 1 | 2 {
  if (padded.startsWith(` ${form}`)) return 2;
  return padded.includes(` ${form}`) ? 1 : 0;
}

/** The kinds of facet values suggested (the record type and dates are not names one types). */
const SUGGESTED_KINDS: readonly FacetKind[] = ['place', 'person', 'subject', 'collection'];

/** The kind a facet value is suggested as, or null when its group is not one of those. */
export function suggestedKind(filtro: Pick<Filtro, 'type' | 'path'>): FacetKind | null {
  const root = `/${(filtro.path ?? '').split('/')[1] ?? ''}`;
  const kind = facetKindOf(filtro.type ?? '', root);
  return kind && SUGGESTED_KINDS.includes(kind) ? kind : null;
}

export interface FacetSuggestion {
  filtro: Filtro;
  kind: FacetKind;
  /** Public records holding the value. */
  docs: number;
  rank: 1 | 2;
}

/** Names that start with the typed text first, then the values most records hold, then by name. */
export const compareFacetSuggestions = (a: FacetSuggestion, b: FacetSuggestion) =>
  b.rank - a.rank ||
  b.docs - a.docs ||
  (a.filtro.name < b.filtro.name ? -1 : a.filtro.name > b.filtro.name ? 1 : 0) ||
  (a.filtro.id < b.filtro.id ? -1 : a.filtro.id > b.filtro.id ? 1 : 0);
