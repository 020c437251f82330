import { BarChart, RingChart } from '@archive/ui/charts';
import { useIntl } from 'react-intl';
import { TABLE_LABELS } from '../../../lib/table-label';
import { useOverview } from '../api/use-overview';
import { messages } from '../messages';

/** Charts of the catalogue (a separate chunk: the explore page imports it lazily). */
export default function OverviewCharts() {
  const intl = useIntl();
  const { data } = useOverview();
  const facets = data?.facets;
  if (!facets) return null;
  const tables = facets.tables
    .filter((t) => t.count > 0)
    .map((t) => ({ label: intl.formatMessage(TABLE_LABELS[t.table]), value: t.count }));
  const types = [...facets.types]
    .sort((a, b) => b.count - a.count)
    .slice(0, 8)
    .map((t) => ({ label: t.name, value: t.count }));
  return (
    <div className="overview-charts">
      <RingChart title={intl.formatMessage(messages.chartTables)} data={tables} />
      <BarChart title={intl.formatMessage(messages.chartTypes)} data={types} width={300} />
    </div>
  );
}
