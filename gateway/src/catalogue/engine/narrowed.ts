import type { Bitset } from './bitset';

/**
 * What the raw-call planner knows of a filter before running it: candidate docs and whether they
 * are exactly the matches. A leaf of its own, shared by raw-candidates.ts and raw-field-sets.ts.
 */
export interface Narrowed {
  /** Candidate docs; null = every doc. */
  set: Bitset | null;
  /** True when the candidates are exactly the docs the filter matches. */
  exact: boolean;
}
export const NO_HANDLE: Narrowed = { set: null, exact: false };
