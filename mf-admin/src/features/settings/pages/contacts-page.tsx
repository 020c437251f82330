import { useIntl } from 'react-intl';
import { TextField } from '../../../lib/components/fields';
import { ListField, RowInput } from '../../../lib/components/multiple-editor';
import type { Message } from '../../../lib/define-messages';
import { SettingsFrame } from '../components/settings-frame';
import { settingsMessages as m } from '../messages';

/** A contact label: one text, or one per language (the demo's); this page edits the Italian one. */
type Label = string | Partial<Record<string, string>>;
interface Email {
  email: string;
  text: Label;
}
interface Phone {
  number: string;
  text: Label;
}
const labelText = (label: Label) => (typeof label === 'string' ? label : (label.it ?? ''));
// Editing keeps the other languages' labels: only the Italian one is replaced.
const withLabel = (label: Label, text: string): Label =>
  typeof label === 'string' ? text : { ...label, it: text };
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
            <RowInput
              label={f(m.rowText)}
              value={labelText(row.text)}
              onChange={(text) => update({ ...row, text: withLabel(row.text, text) })}
            />
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
            <RowInput
              label={f(m.rowText)}
              value={labelText(row.text)}
              onChange={(text) => update({ ...row, text: withLabel(row.text, text) })}
            />
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
