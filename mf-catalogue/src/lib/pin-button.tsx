import type { RecordTable } from '@archive/contracts/routes';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { libMessages } from './messages';
import { togglePinAndSave, usePins, useSignedIn } from './pins';

/** Pin toggle shown to signed-in visitors only (a pressed button: its state is read out). */
export function PinButton({ id, table, label }: { id: string; table: RecordTable; label: string }) {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const pins = usePins();
  const [failed, setFailed] = useState(false);
  if (!signedIn) return null;
  const pinned = pins.some((p) => p.id === id && p.table === table);
  const text = intl.formatMessage(pinned ? libMessages.pinRemove : libMessages.pinAdd, { label });
  return (
    <span className="pin">
      <button
        type="button"
        className={pinned ? 'pin-button is-pinned' : 'pin-button'}
        aria-pressed={pinned}
        aria-label={text}
        title={text}
        onClick={async () => setFailed(!(await togglePinAndSave({ id, table })))}
      >
        <span aria-hidden="true">{pinned ? '★' : '☆'}</span>
      </button>
      {failed && (
        <span role="alert" className="pin-error">
          {intl.formatMessage(libMessages.pinFailed)}
        </span>
      )}
    </span>
  );
}
