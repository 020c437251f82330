import { isAdmin } from '@archive/contracts/access';
import { deleteUserCall, getRoleListCall, getUserListCall } from '@archive/contracts/content-endpoints';
import type { UserListItem } from '@archive/contracts/users';
import { ApiError, callApi, useArchive, useCall } from '@archive/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { confirmDelete } from '../../../lib/confirm';
import { userMessages as m } from '../messages';
import { UserForm } from './user-form';

/**
 * User administration (managers and administrators): list, create, edit, delete with confirmation.
 * The gateway answers a manager only the users and roles below the admin level, and refuses the
 * rest (contracts user-rules.ts); it also refuses to remove the last administrator or oneself, so
 * one's own row offers no "Elimina". Its messages are shown as they are.
 */
export function UsersPanel() {
  const intl = useIntl();
  const manager = useArchive((s) => !isAdmin(s.level));
  const ownEmail = useArchive((s) => s.user?.email?.toLowerCase() ?? null);
  const users = useCall(getUserListCall);
  const roles = useCall(getRoleListCall);
  const [editing, setEditing] = useState<UserListItem | 'new' | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const remove = async (user: UserListItem) => {
    if (!confirmDelete()) return;
    try {
      await callApi(deleteUserCall, { id: user.id });
      setNotice({ ok: true, text: intl.formatMessage(m.removed) });
      await users.mutate();
    } catch (err) {
      setNotice({ ok: false, text: err instanceof ApiError ? err.message : String(err) });
    }
  };

  const roleLabel = (id: string) => {
    const role = roles.data?.data.find((r) => r.id === id);
    return role ? (role.label[intl.locale] ?? role.label.it ?? id) : id;
  };

  return (
    <section className="admin-users" aria-labelledby="users-title">
      <h2 id="users-title">{intl.formatMessage(m.title)}</h2>
      {manager && <p className="admin-hint">{intl.formatMessage(m.managerScope)}</p>}
      {notice && (
        <p
          className={notice.ok ? 'admin-success' : 'admin-error'}
          role="status"
          data-notice={notice.ok ? 'success' : 'error'}
        >
          {notice.text}
        </p>
      )}
      {users.isLoading && <p aria-busy="true">{intl.formatMessage(m.loading)}</p>}
      {users.error && <p className="admin-error">{users.error.message}</p>}
      {users.data && (
        <table>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.name)}</th>
              <th scope="col">{intl.formatMessage(m.email)}</th>
              <th scope="col">{intl.formatMessage(m.role)}</th>
              <th scope="col">{intl.formatMessage(m.lastLogin)}</th>
              <th scope="col">{intl.formatMessage(m.actions)}</th>
            </tr>
          </thead>
          <tbody>
            {users.data.data.map((u) => {
              // Name and surname are optional: the email names an account that has neither.
              const name = `${u.name} ${u.surname}`.trim() || u.email;
              const own = ownEmail !== null && u.email.toLowerCase() === ownEmail;
              return (
                <tr key={u.id} data-user-email={u.email}>
                  <td>
                    {name}
                    {own && <small> · {intl.formatMessage(m.you)}</small>}
                  </td>
                  <td>{u.email}</td>
                  <td>{roleLabel(u.role)}</td>
                  <td>
                    {u.lastLoginAt
                      ? intl.formatDate(u.lastLoginAt, { dateStyle: 'short', timeStyle: 'short' })
                      : '—'}
                  </td>
                  <td>
                    <button type="button" className="btn btn-ghost" onClick={() => setEditing(u)}>
                      {intl.formatMessage(m.edit, { name })}
                    </button>
                    {/* The gateway refuses to remove one's own account: no button that can only fail. */}
                    {!own && (
                      <button type="button" className="btn btn-ghost" onClick={() => void remove(u)}>
                        {intl.formatMessage(m.remove, { name })}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {editing === null ? (
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          {intl.formatMessage(m.create)}
        </button>
      ) : (
        <UserForm
          key={editing === 'new' ? 'new' : editing.id}
          user={editing === 'new' ? null : editing}
          roles={roles.data?.data ?? []}
          onCancel={() => setEditing(null)}
          onDone={(text) => {
            setEditing(null);
            setNotice({ ok: true, text });
            void users.mutate();
          }}
        />
      )}
    </section>
  );
}
