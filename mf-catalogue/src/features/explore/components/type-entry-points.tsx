import type { CatalogueTable } from '@archive/contracts/catalogue';
import { Link } from '@archive/ui';
import { AnimatedNumber } from '@archive/ui/animated-number';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../lib/catalogue-options';
import { searchUrl } from '../../../lib/search-url';
import { TABLE_LABELS } from '../../../lib/table-label';
import { useOverview } from '../api/use-overview';
import { messages } from '../messages';

/** The record types of one table with their counts, each opening the search for that type. */
export function TypeEntryPoints({ table, max = 12 }: { table: CatalogueTable; max?: number }) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const { data } = useOverview([table]);
  const types = (data?.facets?.types ?? []).filter((t) => t.count > 0).slice(0, max);
  if (types.length === 0) return null;
  return (
    <section className="type-entry-points" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {intl.formatMessage(messages.typesTitle, { table: intl.formatMessage(TABLE_LABELS[table]) })}
      </h3>
      <ul>
        {types.map((type) => (
          <li key={type.id}>
            <Link href={searchUrl(locale, { table, typeId: type.id })}>
              <span className="type-name">{type.name}</span>{' '}
              <AnimatedNumber value={type.count} className="type-count" locale={locale} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
