import { useIntl } from 'react-intl';
import { CheckboxField, TextField } from '../../../lib/components/fields';
import { UploadField } from '../../../lib/components/upload-field';
import type { Message } from '../../../lib/define-messages';
import { LoginTextFields } from '../components/login-text-fields';
import { ProfileField } from '../components/profile-field';
import { SettingsFrame } from '../components/settings-frame';
import { settingsMessages as m } from '../messages';

/**
 * Title, logo, public flag, profile bits, placeholder, analytics, back office, password policy,
 * viewer, and the login screen's texts (another document, saved with the same Save).
 */
export default function GeneralPage() {
  const intl = useIntl();
  const f = (d: Message) => intl.formatMessage(d);
  return (
    <SettingsFrame page="general">
      <TextField path="title" label={f(m.title)} />
      <UploadField path="logo.url" label={f(m.logoUrl)} />
      <TextField path="logo.alt" label={f(m.logoAlt)} />
      <CheckboxField path="public" label={f(m.public)} />
      <ProfileField />
      <UploadField path="placeholder" label={f(m.placeholder)} hint={f(m.placeholderHint)} />
      {/* What `expire` does (issue 24): cookie choices made before it are asked again (contracts consent-expiry.ts). */}
      <TextField path="expire" label={f(m.expire)} hint={f(m.expireHint)} />
      <TextField path="analyticsID" label={f(m.analyticsID)} />
      <TextField path="contactEmail" type="email" label={f(m.contactEmail)} />
      {/* A /path is allowed too, so not type=url; siteOptionsSchema checks it on save. */}
      <TextField path="backofficeUrl" label={f(m.backofficeUrl)} hint={f(m.backofficeUrlHint)} />
      <fieldset>
        <legend>{f(m.passwordTitle)}</legend>
        <TextField path="password.pattern" label={f(m.passwordPattern)} />
        <TextField path="password.messages.it" label={f(m.passwordMessageIt)} />
        <TextField path="password.messages.en" label={f(m.passwordMessageEn)} />
      </fieldset>
      <fieldset>
        <legend>{f(m.viewerTitle)}</legend>
        <CheckboxField path="sfogliatore" label={f(m.sfogliatore)} />
        <CheckboxField path="simpleSfogliatore" label={f(m.simpleSfogliatore)} />
        <TextField path="richiediVideo.metadato" label={f(m.richiediVideo)} />
      </fieldset>
      <LoginTextFields />
    </SettingsFrame>
  );
}
