import { isAdmin } from '@archive/contracts/access';
import { useArchive } from '@archive/ui';
import { useIntl } from 'react-intl';
import '../lib/admin.css';
import { SettingsNav } from '../features/settings/components/settings-nav';
import { settingsMessages as m } from '../features/settings/messages';
import { OwnPasswordForm } from '../features/users/components/own-password-form';
import { UsersPanel } from '../features/users/components/users-panel';

/** /settings: the menu, user administration for administrators, and one's own password. */
export default function SettingsHomePage() {
  const intl = useIntl();
  const level = useArchive((s) => s.level);
  return (
    <div className="settings">
      <SettingsNav />
      <section className="settings-content" aria-labelledby="settings-title">
        <h1 id="settings-title">{intl.formatMessage(m.area)}</h1>
        <p>{intl.formatMessage(m.overviewIntro)}</p>
        {isAdmin(level) && <UsersPanel />}
        <OwnPasswordForm />
      </section>
    </div>
  );
}
