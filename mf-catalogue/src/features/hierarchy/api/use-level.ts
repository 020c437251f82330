import type { CatalogueTable } from '@archive/contracts/catalogue';
import { catalogueChildrenCall, catalogueTreeCall } from '@archive/contracts/catalogue-endpoints';
import { callApi, useArchive } from '@archive/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A card plus its number of public children. */
export type HierarchyNode = Awaited<ReturnType<typeof callApi<typeof catalogueChildrenCall>>>['data'][number];

export interface LevelState {
  nodes: HierarchyNode[];
  count: number | undefined;
  loading: boolean;
  failed: boolean;
}

/**
 * One level of the tree, loaded only when `active` (a node is expanded) and a page at a time:
 * POST /api/public/catalogue/children for a node, /api/public/catalogue/tree for the roots.
 */
export function useLevel(
  parent: { table: CatalogueTable; id: string } | null,
  active: boolean,
  pageSize: number,
) {
  const locale = useArchive((s) => s.locale);
  const [state, setState] = useState<LevelState>({
    nodes: [],
    count: undefined,
    loading: false,
    failed: false,
  });
  const key = `${locale}|${parent?.table ?? ''}|${parent?.id ?? ''}`;
  const current = useRef(key);
  const loadPage = useCallback(
    async (skip: number) => {
      setState((s) => ({ ...s, loading: true, failed: false }));
      try {
        const page = parent
          ? await callApi(catalogueChildrenCall, {
              table: parent.table,
              id: parent.id,
              limit: pageSize,
              skip,
            })
          : await callApi(catalogueTreeCall, { limit: pageSize, skip });
        if (current.current !== key) return;
        setState((s) => ({
          nodes: skip === 0 ? page.data : [...s.nodes, ...page.data],
          count: page.count,
          loading: false,
          failed: false,
        }));
      } catch {
        if (current.current === key) setState((s) => ({ ...s, loading: false, failed: true }));
      }
    },
    [key, parent, pageSize],
  );
  useEffect(() => {
    current.current = key;
    setState({ nodes: [], count: undefined, loading: false, failed: false });
  }, [key]);
  useEffect(() => {
    if (active && state.count === undefined && !state.loading && !state.failed) void loadPage(0);
  }, [active, state.count, state.loading, state.failed, loadPage]);
  return {
    ...state,
    loadMore: () => loadPage(state.nodes.length),
    retry: () => loadPage(state.nodes.length),
  };
}
