import { useIntl } from 'react-intl';
import { SectionToggle } from '../components/home-sections-list';
import { SettingsFrame } from '../components/settings-frame';
import { settingsMessages as m } from '../messages';

/** Where the newsletter and contact forms appear. */
export default function NewsletterPage() {
  const intl = useIntl();
  return (
    <SettingsFrame page="newsletter">
      <p>{intl.formatMessage(m.newsletterIntro)}</p>
      <SectionToggle type="newsletter" label={intl.formatMessage(m.newsletterSection)} />
      <SectionToggle type="contact" label={intl.formatMessage(m.contactSection)} />
    </SettingsFrame>
  );
}
