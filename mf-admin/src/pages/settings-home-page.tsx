import { catalogueSystemOf } from '@archive/contracts/catalogue-system';
import { t } from '@archive/contracts/messages';
import { canManageUsers } from '@archive/contracts/user-rules';
import { useArchive } from '@archive/ui';
import { useIntl } from 'react-intl';
import '../lib/admin.css';
import { SettingsNav } from '../features/settings/components/settings-nav';
import { settingsMessages as m } from '../features/settings/messages';
import { OwnPasswordForm } from '../features/users/components/own-password-form';
import { UsersPanel } from '../features/users/components/users-panel';

/**
 * /settings: the menu, user administration (managers and administrators, when the catalogue system
 * offers it: the gateway decides who sees and edits whom), and one's own password.
 */
export default function SettingsHomePage() {
  const intl = useIntl();
  const level = useArchive((s) => s.level);
  const locale = useArchive((s) => s.locale);
  const offered = useArchive((s) => catalogueSystemOf(s.siteOptions).userAdmin);
  return (
    <div className="settings">
      <SettingsNav />
      <section className="settings-content" aria-labelledby="settings-title">
        <h1 id="settings-title">{intl.formatMessage(m.area)}</h1>
        <p>{intl.formatMessage(m.overviewIntro)}</p>
        {canManageUsers(level) &&
          (offered ? (
            <UsersPanel />
          ) : (
            <p className="admin-hint" data-users="not-offered">
              {t('users.notOffered', locale)}
            </p>
          ))}
        <OwnPasswordForm />
      </section>
    </div>
  );
}
