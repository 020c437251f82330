import { useIntl } from 'react-intl';
import { TextField } from '../../../lib/components/fields';
import { ListField, RowInput } from '../../../lib/components/multiple-editor';
import type { Message } from '../../../lib/define-messages';
import { SettingsFrame } from '../components/settings-frame';
import { settingsMessages as m } from '../messages';

interface Email {
  email: string;
  text: string;
}
interface Phone {
  number: string;
  text: string;
}
interface Social {
  link: string;
  icon: string;
  text: string;
}

/** Footer contacts (emails, phones, socials) and the address receiving contact requests. */
export default function ContactsPage() {
  const intl = useIntl();
  const f = (d: Message) => intl.formatMessage(d);
  return (
    <SettingsFrame page="contacts">
      <ListField<Email>
        path="contatti.emails"
        label={f(m.emails)}
        sortable
        blank={{ email: '', text: '' }}
        renderRow={(row, update) => (
          <>
            <RowInput
              label={f(m.email)}
              type="email"
              value={row.email}
              onChange={(email) => update({ ...row, email })}
            />
            <RowInput label={f(m.rowText)} value={row.text} onChange={(text) => update({ ...row, text })} />
          </>
        )}
      />
      <ListField<Phone>
        path="contatti.phone"
        label={f(m.phones)}
        sortable
        blank={{ number: '', text: '' }}
        renderRow={(row, update) => (
          <>
            <RowInput
              label={f(m.phone)}
              type="tel"
              value={row.number}
              onChange={(number) => update({ ...row, number })}
            />
            <RowInput label={f(m.rowText)} value={row.text} onChange={(text) => update({ ...row, text })} />
          </>
        )}
      />
      <ListField<Social>
        path="contatti.social"
        label={f(m.socials)}
        sortable
        blank={{ link: '', icon: '', text: '' }}
        renderRow={(row, update) => (
          <>
            <RowInput
              label={f(m.socialLink)}
              type="url"
              value={row.link}
              onChange={(link) => update({ ...row, link })}
            />
            <RowInput
              label={f(m.socialIcon)}
              value={row.icon}
              onChange={(icon) => update({ ...row, icon })}
            />
            <RowInput label={f(m.rowText)} value={row.text} onChange={(text) => update({ ...row, text })} />
          </>
        )}
      />
      <TextField path="contactEmail" type="email" label={f(m.contactEmail)} />
    </SettingsFrame>
  );
}
