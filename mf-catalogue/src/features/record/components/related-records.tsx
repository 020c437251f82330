import { Link } from '@archive/ui';
import { useIntl } from 'react-intl';
import type { RelatedItem } from '../arrange';
import { messages } from '../messages';

/** Related records grouped by relation name (only public ones reach here). */
export function RelatedRecords({ groups }: { groups: [string, RelatedItem[]][] }) {
  const intl = useIntl();
  if (groups.length === 0) return null;
  return (
    <section className="related-records" aria-labelledby="related-title">
      <h2 id="related-title">{intl.formatMessage(messages.relatedTitle)}</h2>
      {groups.map(([name, items]) => (
        <div key={name} className="related-group">
          <h3>{name}</h3>
          <ul>
            {items.map((item) => (
              <li key={`${item.table}/${item.id}`}>
                <Link href={item.link}>{item.label}</Link> <span className="related-type">{item.type}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
