import type { FilterToken } from '@archive/contracts/filters';
import { serializeFilterToken } from '@archive/contracts/filters';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { messages } from '../messages';

export interface ExtraChip {
  key: string;
  label: string;
  onRemove: () => void;
}

/** A filter token as a visitor reads it. */
export function tokenLabel(token: FilterToken, intl: IntlShape): string {
  switch (token.type) {
    case 'date':
      if (token.from && token.to)
        return intl.formatMessage(messages.tokenDate, { from: token.from, to: token.to });
      return token.from
        ? intl.formatMessage(messages.tokenDateFrom, { from: token.from })
        : intl.formatMessage(messages.tokenDateTo, { to: token.to });
    case 'pin':
      return intl.formatMessage(messages.tokenPin);
    case 'parentPath':
      return intl.formatMessage(messages.tokenParent, { name: token.name });
    case 'meta':
      return intl.formatMessage(messages.tokenMeta, { field: token.field, value: token.id });
    case 'common':
    case 'collection':
      return token.name;
  }
}

/** Active filters as removable chips; their order is the URL's. */
export function ActiveFilters({
  filters,
  extra = [],
  onRemove,
  onClear,
}: {
  filters: FilterToken[];
  extra?: ExtraChip[];
  onRemove: (token: FilterToken) => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  if (filters.length === 0 && extra.length === 0) return null;
  const chips = [
    ...extra,
    ...filters.map((token) => ({
      key: serializeFilterToken(token),
      label: tokenLabel(token, intl),
      onRemove: () => onRemove(token),
    })),
  ];
  return (
    <section className="active-filters" aria-label={intl.formatMessage(messages.activeTitle)}>
      <ul className="chip-list">
        {chips.map((chip) => (
          <li key={chip.key} className="chip chip-filter">
            <span>{chip.label}</span>
            <button
              type="button"
              className="chip-remove"
              aria-label={intl.formatMessage(messages.activeRemove, { name: chip.label })}
              onClick={chip.onRemove}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <button type="button" className="btn-link" onClick={onClear}>
          {intl.formatMessage(messages.activeClear)}
        </button>
      )}
    </section>
  );
}
