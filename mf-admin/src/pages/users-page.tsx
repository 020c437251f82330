import { catalogueSystemOf } from '@archive/contracts/catalogue-system';
import { t } from '@archive/contracts/messages';
import { canManageUsers } from '@archive/contracts/user-rules';
import { useArchive } from '@archive/ui';
import { useIntl } from 'react-intl';
import '../lib/admin.css';
import { SettingsNav } from '../features/settings/components/settings-nav';
import { settingsMessages } from '../features/settings/messages';
import { UsersPanel } from '../features/users/components/users-panel';

/**
 * /settings/users ("Utenti" in the settings menu): the same user administration the overview shows,
 * at an address a manager can bookmark. The gateway still decides who sees and edits whom.
 */
export default function UsersPage() {
  const intl = useIntl();
  const level = useArchive((s) => s.level);
  const locale = useArchive((s) => s.locale);
  const offered = useArchive((s) => catalogueSystemOf(s.siteOptions).userAdmin);
  return (
    <div className="settings">
      <SettingsNav />
      <section className="settings-content" aria-labelledby="settings-title">
        <h1 id="settings-title">{intl.formatMessage(settingsMessages['page.users'])}</h1>
        {canManageUsers(level) && offered ? (
          <UsersPanel />
        ) : (
          <p className="admin-hint" data-users="not-offered">
            {t('users.notOffered', locale)}
          </p>
        )}
      </section>
    </div>
  );
}
