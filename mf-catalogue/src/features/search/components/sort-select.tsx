import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { SearchSort } from '../../../lib/search-url';
import { messages } from '../messages';

const OPTIONS = [
  { value: 'preferred_label:asc', label: messages.sortLabelAsc },
  { value: 'preferred_label:desc', label: messages.sortLabelDesc },
  { value: 'data.start:asc', label: messages.sortDateAsc },
  { value: 'data.start:desc', label: messages.sortDateDesc },
  { value: 'score:desc', label: messages.sortScore },
] as const;
/** Offered only when the search has words: without them there is nothing to match (issue 23). */
const RELEVANCE = { value: 'relevance:asc', label: messages.sortRelevance } as const;

export function SortSelect({
  sort,
  onChange,
  hasWords = false,
}: {
  sort: SearchSort;
  onChange: (sort: SearchSort) => void;
  hasWords?: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>{intl.formatMessage(messages.sortLabel)}</label>
      <select
        id={id}
        value={`${sort.field}:${sort.order}`}
        onChange={(e) => {
          const [field, order] = e.target.value.split(':') as [SearchSort['field'], SearchSort['order']];
          onChange({ field, order });
        }}
      >
        {(hasWords ? [RELEVANCE, ...OPTIONS] : OPTIONS).map((o) => (
          <option key={o.value} value={o.value}>
            {intl.formatMessage(o.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
