import { canEdit } from '@archive/contracts/access';
import { backofficeLabel, catalogueSystemOf } from '@archive/contracts/catalogue-system';
import { hasInPlaceEditing } from '@archive/contracts/in-place-edit';
import { buildUrl } from '@archive/contracts/routes';
import { safeLinkHref } from '@archive/contracts/safe-links';
import { adminActions, INITIAL_ADMIN, Link, useArchive } from '@archive/ui';
import { Dropdown, Switch } from '@archive/ui/controls';
import { useEffect } from 'react';
import { signOut } from '../session/sign-out';
import { HideRecordButton } from './hide-record-button';
import { jumpLinks } from './site-links';
import { useMsg } from './use-msg';

/** The back-office link of the site options: a site path or http(s) URL, nothing else (safe-links.ts). */
export const backofficeHref = safeLinkHref;

/**
 * The managers' and admins' bar (level bit 8 or 16 only): back-office and site links, jump list,
 * edit switch (unless hidden), Save while editing with unsaved changes, settings, logout. Save only
 * flips the shared admin state; the page being edited (mf-admin) listens and does the saving.
 * The switch shows only on screens with texts edited in place (contracts in-place-edit.ts); on the
 * others the bar says there is nothing to edit, so the switch never promises what a page ignores.
 * The back-office link is named after the catalogue system (collection or content management).
 * `?modifica` in the address of such a screen turns edit mode on (Settings > Generale links to the
 * login screen so, issue 25); here, not in the page, so that the switch, hydrated by then, shows it.
 */
export function UserBar() {
  const m = useMsg();
  const level = useArchive((s) => s.level);
  const admin = useArchive((s) => s.admin);
  const options = useArchive((s) => s.siteOptions);
  const locale = useArchive((s) => s.locale);
  const route = useArchive((s) => s.route.route);
  const editAsked = useArchive(
    (s) => s.route.query.modifica !== undefined && hasInPlaceEditing(s.route.route),
  );
  // INITIAL_ADMIN is the object every page starts with (arriving resets to it), so edit mode asked
  // by the address survives a client-side arrival's reset but not the manager's own switch.
  const fresh = admin === INITIAL_ADMIN;
  useEffect(() => {
    if (editAsked && fresh && canEdit(level)) adminActions.setEdit(true);
  }, [editAsked, fresh, level]);
  if (!canEdit(level)) return null;
  const backoffice = backofficeHref(options.backofficeUrl);
  return (
    <nav className="user-bar" aria-label={m('shell.userbar.label')}>
      {backoffice && (
        <a href={backoffice} className="btn btn-ghost" rel="noopener" target="_blank" data-link="backoffice">
          {backofficeLabel(catalogueSystemOf(options), locale)}
        </a>
      )}
      <Link href={buildUrl('home', {}, locale)} className="btn btn-ghost">
        {m('shell.userbar.site')}
      </Link>
      <Dropdown
        label={m('shell.userbar.jump')}
        items={jumpLinks(options, locale, m)}
        renderLink={(item, close) => (
          <Link href={item.href ?? '/'} data-dropdown-item onClick={close}>
            {item.label}
          </Link>
        )}
      />
      {!admin.hideEdit &&
        (hasInPlaceEditing(route) ? (
          <Switch
            checked={admin.isEdit}
            onChange={(on) => adminActions.setEdit(on)}
            label={m('shell.userbar.edit')}
          />
        ) : (
          <span className="user-bar-note" data-edit="none">
            {m('admin.nothingToEdit')}
          </span>
        ))}
      {admin.isEdit && (admin.isDirty || admin.isSaving) && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={admin.isSaving}
          onClick={() => adminActions.startSave()}
          data-action="save"
        >
          {admin.isSaving ? m('shell.userbar.saving') : m('shell.userbar.save')}
        </button>
      )}
      <HideRecordButton />
      <Link href={buildUrl('settings', {}, locale)} className="btn btn-ghost">
        {m('shell.userbar.settings')}
      </Link>
      <button type="button" className="btn btn-ghost" onClick={() => void signOut()}>
        {m('shell.logout')}
      </button>
    </nav>
  );
}
