import type { RecordResponse } from '@archive/contracts/catalogue-api';
import { Link } from '@archive/ui';
import { useIntl } from 'react-intl';
import { messages } from '../messages';

/** The parent chain as nested levels, root first, each level indented one step more. */
export function ParentBreadcrumb({
  parents,
  current,
}: {
  parents: RecordResponse['parents'];
  current: string;
}) {
  const intl = useIntl();
  if (parents.length === 0) return null;
  return (
    <nav className="parent-breadcrumb" aria-label={intl.formatMessage(messages.breadcrumb)}>
      <ol>
        {parents.map((p, level) => (
          <li key={`${p.table}/${p.id}`} style={{ paddingInlineStart: `${level * 1}rem` }} data-level={level}>
            <Link href={p.link}>{p.preferred_label}</Link>
          </li>
        ))}
        <li
          style={{ paddingInlineStart: `${parents.length * 1}rem` }}
          data-level={parents.length}
          aria-current="page"
        >
          {current}
        </li>
      </ol>
    </nav>
  );
}
