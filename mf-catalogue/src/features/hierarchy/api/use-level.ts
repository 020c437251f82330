import type { CatalogueTable } from '@archive/contracts/catalogue';
import { catalogueChildrenCall, catalogueTreeCall } from '@archive/contracts/catalogue-endpoints';
import { callApi, useArchive, useCall } from '@archive/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A card plus its number of public children. */
export type HierarchyNode = Awaited<ReturnType<typeof callApi<typeof catalogueChildrenCall>>>['data'][number];

export interface LevelState {
  nodes: HierarchyNode[];
  count: number | undefined;
  loading: boolean;
  failed: boolean;
}

interface MorePages {
  key: string;
  nodes: HierarchyNode[];
  loading: boolean;
  failed: boolean;
}

type LevelAnswer = Awaited<ReturnType<typeof callApi<typeof catalogueChildrenCall>>>;

/**
 * What a tree row draws of a node (hierarchy-tree.tsx TreeNode): a server-rendered page embeds only
 * these (the rest of each card, images and summary fields, was most of a parent record's state).
 * A field the row starts to draw must be added here, or the server draws it empty.
 */
export function treeRows(answer: LevelAnswer): LevelAnswer {
  return {
    ...answer,
    data: answer.data.map(
      (n) =>
        ({
          table: n.table,
          id: n.id,
          preferred_label: n.preferred_label,
          link: n.link,
          numero: n.numero,
          dateDisplay: n.dateDisplay,
          type: n.type,
          childrenCount: n.childrenCount,
        }) as HierarchyNode,
    ),
  };
}

/**
 * One level of the tree, loaded only when `active` (a node is expanded) and a page at a time:
 * POST /api/public/catalogue/children for a node, /api/public/catalogue/tree for the roots. The
 * first page goes through SWR (so a server-rendered record page has its first children in the HTML
 * and the browser does not ask again); further pages are appended as the visitor asks for them.
 */
export function useLevel(
  parent: { table: CatalogueTable; id: string } | null,
  active: boolean,
  pageSize: number,
) {
  const locale = useArchive((s) => s.locale);
  const key = `${locale}|${parent?.table ?? ''}|${parent?.id ?? ''}`;
  const children = useCall(
    active && parent ? catalogueChildrenCall : null,
    parent ? { table: parent.table, id: parent.id, limit: pageSize, skip: 0 } : undefined,
    { embed: treeRows },
  );
  const roots = useCall(active && !parent ? catalogueTreeCall : null, { limit: pageSize, skip: 0 });
  const first = parent ? children : roots;
  const [more, setMore] = useState<MorePages>({ key, nodes: [], loading: false, failed: false });
  const current = useRef(key);
  useEffect(() => {
    current.current = key;
    setMore({ key, nodes: [], loading: false, failed: false });
  }, [key]);
  const extra = more.key === key ? more : { key, nodes: [], loading: false, failed: false };
  const nodes = [...(first.data?.data ?? []), ...extra.nodes];

  const loadMore = useCallback(async () => {
    setMore((s) => ({ ...s, loading: true, failed: false }));
    try {
      const skip = nodes.length;
      const page = parent
        ? await callApi(catalogueChildrenCall, { table: parent.table, id: parent.id, limit: pageSize, skip })
        : await callApi(catalogueTreeCall, { limit: pageSize, skip });
      if (current.current !== key) return;
      setMore((s) => ({ key, nodes: [...s.nodes, ...page.data], loading: false, failed: false }));
    } catch {
      if (current.current === key) setMore((s) => ({ ...s, loading: false, failed: true }));
    }
  }, [key, parent, pageSize, nodes.length]);

  return {
    nodes,
    count: first.data?.count,
    loading: (active && first.isLoading) || extra.loading,
    failed: !!first.error || extra.failed,
    loadMore,
    retry: () => (first.error ? void first.mutate() : void loadMore()),
  } satisfies LevelState & Record<string, unknown>;
}
