import type { CatalogueTable } from '@archive/contracts/catalogue';
import { Link } from '@archive/ui';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { type HierarchyNode, useLevel } from '../api/use-level';
import { messages } from '../messages';

export interface HierarchyTreeProps {
  /** The node whose children are shown; without it, the tree roots (site option queryAlbero). */
  table?: CatalogueTable;
  id?: string;
  /** Children per page (default 50, at most 200). */
  pageSize?: number;
  /** Heading text; default "Albero dell'archivio". Pass an empty string for none. */
  title?: string;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3;
}

/**
 * The hierarchy tree (spec section 2): each level is fetched when it is opened, a page at a time;
 * each node shows number, label (a link to the record), date and type. Built as nested lists with
 * disclosure buttons (aria-expanded), so it works with Tab, Enter and Space like the rest of the page.
 */
export function HierarchyTree({ table, id, pageSize = 50, title, headingLevel = 2 }: HierarchyTreeProps) {
  const intl = useIntl();
  const headingId = useId();
  const parent = useMemo(() => (table && id ? { table, id } : null), [table, id]);
  const Heading = `h${headingLevel}` as const;
  const heading = title ?? intl.formatMessage(messages.title);
  return (
    <section className="hierarchy-tree" aria-labelledby={heading ? headingId : undefined}>
      {heading && <Heading id={headingId}>{heading}</Heading>}
      <Level parent={parent} pageSize={pageSize} depth={0} />
    </section>
  );
}

function Level({
  parent,
  pageSize,
  depth,
}: {
  parent: { table: CatalogueTable; id: string } | null;
  pageSize: number;
  depth: number;
}) {
  const intl = useIntl();
  const level = useLevel(parent, true, pageSize);
  const remaining = (level.count ?? 0) - level.nodes.length;
  return (
    <>
      {level.nodes.length > 0 && (
        <ul className="tree-level" data-depth={depth}>
          {level.nodes.map((node) => (
            <TreeNode key={`${node.table}/${node.id}`} node={node} pageSize={pageSize} depth={depth} />
          ))}
        </ul>
      )}
      {level.count === 0 && <p className="tree-empty">{intl.formatMessage(messages.empty)}</p>}
      {level.loading && (
        <p className="tree-loading" role="status">
          {intl.formatMessage(messages.loading)}
        </p>
      )}
      {level.failed && (
        <p className="tree-error" role="alert">
          {intl.formatMessage(messages.error)}{' '}
          <button type="button" className="btn-link" onClick={level.retry}>
            {intl.formatMessage(messages.retry)}
          </button>
        </p>
      )}
      {!level.loading && !level.failed && remaining > 0 && (
        <button type="button" className="btn-link tree-more" onClick={level.loadMore}>
          {intl.formatMessage(messages.more, { count: Math.min(remaining, pageSize) })}
        </button>
      )}
    </>
  );
}

function TreeNode({ node, pageSize, depth }: { node: HierarchyNode; pageSize: number; depth: number }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const childrenId = useId();
  const hasChildren = node.childrenCount > 0;
  return (
    <li className="tree-node" data-record-id={node.id}>
      <div className="tree-row">
        {hasChildren ? (
          <button
            type="button"
            className="tree-toggle"
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={intl.formatMessage(open ? messages.collapse : messages.expand, {
              label: node.preferred_label,
            })}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </button>
        ) : (
          <span className="tree-toggle-spacer" aria-hidden="true" />
        )}
        {node.numero && <span className="tree-number">{node.numero}</span>}
        <Link href={node.link} className="tree-label">
          {node.preferred_label}
        </Link>
        {node.dateDisplay && <span className="tree-date">{node.dateDisplay}</span>}
        <span className="tree-type">{node.type}</span>
        {hasChildren && (
          <span className="tree-count">
            {intl.formatMessage(messages.children, { count: node.childrenCount })}
          </span>
        )}
      </div>
      <div id={childrenId} hidden={!open}>
        {open && <Level parent={{ table: node.table, id: node.id }} pageSize={pageSize} depth={depth + 1} />}
      </div>
    </li>
  );
}
