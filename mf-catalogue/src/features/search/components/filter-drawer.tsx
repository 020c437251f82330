import { FullScreenPopup } from '@archive/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages';

/**
 * The filters on a phone (issue 26): a full-screen drawer over the results instead of a panel
 * pushing them three screens down. Each choice applies at once (the URL and the count follow); the
 * button at its foot says how many results the choices give and closes the drawer onto them.
 * `count` is undefined while the search runs.
 */
export function FilterDrawer({
  count,
  onClose,
  onApply,
  children,
}: {
  count: number | undefined;
  onClose: () => void;
  onApply: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <FullScreenPopup
      open
      onClose={onClose}
      title={intl.formatMessage(messages.filtersTitle)}
      closeLabel={intl.formatMessage(messages.filtersClose)}
    >
      <div className="filter-drawer">
        {children}
        <div className="filter-drawer-apply">
          <button type="button" className="btn btn-primary" onClick={onApply} data-filter-apply>
            {count === undefined
              ? intl.formatMessage(messages.filtersApplyPending)
              : intl.formatMessage(messages.filtersApply, { count })}
          </button>
        </div>
      </div>
    </FullScreenPopup>
  );
}
