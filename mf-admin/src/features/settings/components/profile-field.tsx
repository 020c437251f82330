import { INSTITUTES_BIT, NEWS_BIT } from '@archive/contracts/access';
import { useIntl } from 'react-intl';
import { useField } from '../../../lib/use-field';
import { settingsMessages as m } from '../messages';

/** The site profile bitmask as checkboxes: 2 news, 4 institutes. */
export function ProfileField() {
  const intl = useIntl();
  const field = useField<number>('profile');
  const profile = typeof field.value === 'number' ? field.value : 0;
  const bits = [
    { bit: NEWS_BIT, label: intl.formatMessage(m.profileNews) },
    { bit: INSTITUTES_BIT, label: intl.formatMessage(m.profileInstitutes) },
  ];
  return (
    <fieldset>
      <legend>{intl.formatMessage(m.profile)}</legend>
      {bits.map(({ bit, label }) => (
        <label key={bit} className="admin-check">
          <input
            type="checkbox"
            checked={(profile & bit) !== 0}
            onChange={(e) => field.set(e.currentTarget.checked ? profile | bit : profile & ~bit)}
          />{' '}
          {label}
        </label>
      ))}
    </fieldset>
  );
}
