import { t } from '@archive/contracts/messages';
import { adminActions, useArchive } from '@archive/ui';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import '../../../lib/admin.css';
import { DraftStatus } from '../../../lib/components/draft-status';
import { loadDraft } from '../../../lib/options-draft';
import { useOptionsDraft } from '../../../lib/use-options-draft';
import { settingsMessages as m } from '../messages';
import { SettingsNav } from './settings-nav';

/**
 * A settings page editing the site options draft. Settings pages are forms, so they switch the
 * shared admin state to edit mode (and hide the edit switch): edits then mark the page dirty, the
 * shell asks before leaving, and the user bar's Save or the page's own Save button saves through
 * the store (lib/options-draft.ts).
 */
export function SettingsFrame({
  page,
  children,
  after,
}: {
  page: string;
  children: ReactNode;
  /** Parts with their own forms, shown below the options form. */
  after?: ReactNode;
}) {
  const intl = useIntl();
  const draft = useOptionsDraft();
  const admin = useArchive((s) => s.admin);
  const locale = useArchive((s) => s.locale);
  useEffect(() => {
    adminActions.setEdit(true);
    adminActions.setHideEdit(true);
  }, []);
  const title = intl.formatMessage(m[`page.${page}` as keyof typeof m] ?? m.area);
  return (
    <div className="settings">
      <SettingsNav />
      <section className="settings-content" aria-labelledby="settings-title">
        <h1 id="settings-title">{title}</h1>
        <DraftStatus draft={draft} />
        {draft.status === 'loading' && <p aria-busy="true">{intl.formatMessage(m.loading)}</p>}
        {draft.status === 'error' && (
          <button type="button" className="btn" onClick={() => void loadDraft()}>
            {intl.formatMessage(m.retry)}
          </button>
        )}
        {draft.status === 'ready' && (
          <form
            className="settings-form"
            onSubmit={(e) => {
              e.preventDefault();
              adminActions.startSave();
            }}
          >
            {children}
            <div className="settings-savebar">
              <button
                type="submit"
                className="btn btn-primary"
                data-action="settings-save"
                disabled={!admin.isDirty || admin.isSaving}
              >
                {intl.formatMessage(admin.isSaving ? m.saving : m.save)}
              </button>
              {admin.isDirty && (
                <>
                  <button
                    type="button"
                    className="btn"
                    onClick={() => {
                      if (!window.confirm(t('confirm.leave', locale))) return;
                      // Leaving and re-entering edit mode drops the draft and reloads the document.
                      adminActions.setEdit(false);
                      adminActions.setEdit(true);
                      adminActions.setHideEdit(true);
                    }}
                  >
                    {intl.formatMessage(m.discard)}
                  </button>
                  <span role="status">{intl.formatMessage(m.unsaved)}</span>
                </>
              )}
            </div>
          </form>
        )}
        {after}
      </section>
    </div>
  );
}
