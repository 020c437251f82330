import { navigate, useRoute } from '@archive/ui';
import { useCallback, useMemo } from 'react';
import { useLocale } from '../../../lib/catalogue-options';
import { readSearchState } from '../../../lib/read-search-state';
import { type SearchState, searchUrl } from '../../../lib/search-url';

/**
 * The search state read from the URL and a way to change it: every change is a new history entry
 * (so back and forward walk through searches); changing what is searched goes back to page 1.
 */
export function useSearchState() {
  const route = useRoute();
  const locale = useLocale();
  const state = useMemo(() => readSearchState(route.query), [route.query]);
  const update = useCallback(
    (change: Partial<SearchState>, options: { keepPage?: boolean } = {}) => {
      const next: SearchState = { ...state, ...change };
      if (!options.keepPage && change.page === undefined) next.page = 1;
      navigate(searchUrl(locale, next));
    },
    [state, locale],
  );
  // Whether the URL names an order: without one a search with words may default to relevance.
  const sortInUrl = route.query.sort !== undefined;
  return { state, update, locale, sortInUrl };
}
