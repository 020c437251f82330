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

export interface CountsProps {
  /** Tables counted (default: those the gateway searches when none is named, the catalogue system's). */
  tables?: CatalogueTable[];
  title?: string;
  headingLevel?: 2 | 3;
}

/**
 * Entry points per table with their record counts, animated (ui AnimatedNumber, Italian number
 * style); each opens the search narrowed to that table.
 */
export function Counts({ tables, title, headingLevel = 2 }: CountsProps) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const { data } = useOverview(tables);
  const rows = (data?.facets?.tables ?? []).filter((t) => t.count > 0);
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="counts" aria-labelledby={`${id}-title`} aria-busy={!data}>
      <Heading id={`${id}-title`}>{title ?? intl.formatMessage(messages.countsTitle)}</Heading>
      <ul className="counts-list">
        {rows.map((row) => {
          const label = intl.formatMessage(TABLE_LABELS[row.table]);
          return (
            <li key={row.table}>
              <Link href={searchUrl(locale, { table: row.table })} className="counts-item">
                <AnimatedNumber value={row.count} className="counts-number" locale={locale} />
                <span className="counts-label">{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
