import { upsertUserCall } from '@archive/contracts/content-endpoints';
import { isMessageId, t } from '@archive/contracts/messages';
import { checkPassword } from '@archive/contracts/password';
import type { Role, UserListItem } from '@archive/contracts/users';
import { ApiError, callApi, useArchive } from '@archive/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormActions } from '../../../lib/components/form-actions';
import { userMessages as m } from '../messages';

interface Form {
  name: string;
  surname: string;
  email: string;
  password: string;
  role: string;
}

/**
 * Create (no user) or edit a user: name and surname (optional), email, password (required on
 * create, empty keeps it on edit; the site policy is checked here and again by the server) and role.
 * Which fields are required is said in words above them (and by `required` to assistive tech).
 */
export function UserForm({
  user,
  roles,
  onDone,
  onCancel,
}: {
  user: UserListItem | null;
  roles: Role[];
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const locale = useArchive((s) => s.locale);
  const policy = useArchive((s) => s.siteOptions.password) as Parameters<typeof checkPassword>[1];
  const [form, setForm] = useState<Form>({
    name: user?.name ?? '',
    surname: user?.surname ?? '',
    email: user?.email ?? '',
    password: '',
    role: user?.role ?? roles[0]?.id ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Form | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found: typeof errors = {};
    const required = t('validation.required', locale);
    // Only what a login needs is required; name and surname may stay empty.
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email)) found.email = t('validation.emailInvalid', locale);
    if (!form.role) found.role = required;
    if (!user && !form.password) found.password = required;
    if (form.password) {
      const check = checkPassword(form.password, policy, locale);
      if (!check.ok) found.password = check.message;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await callApi(upsertUserCall, {
        ...(user ? { id: user.id } : {}),
        name: form.name.trim(),
        surname: form.surname.trim(),
        email: form.email.trim(),
        role: form.role,
        ...(form.password ? { password: form.password } : {}),
      });
      onDone(intl.formatMessage(m.saved));
    } catch (err) {
      const message = err instanceof ApiError ? err.message : String(err);
      setErrors({ form: isMessageId(message) ? t(message, locale) : message });
    } finally {
      setBusy(false);
    }
  };

  const input = (key: keyof Form, label: string, type = 'text', hint?: string, required = false) => (
    <div className={`admin-field${errors[key] ? ' has-error' : ''}`}>
      <label htmlFor={`user-${key}`}>{label}</label>
      <input
        id={`user-${key}`}
        type={type}
        required={required}
        value={form[key]}
        autoComplete={type === 'password' ? 'new-password' : 'off'}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `user-${key}-error` : undefined}
        onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })}
      />
      {hint && <p className="admin-hint">{hint}</p>}
      {errors[key] && (
        <p id={`user-${key}-error`} className="admin-error" role="alert">
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <form
      className="admin-user-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset>
        <legend>{intl.formatMessage(user ? m.editing : m.create)}</legend>
        <p className="admin-hint" id="user-required">
          {intl.formatMessage(user ? m.requiredEdit : m.requiredCreate)}
        </p>
        {input('name', intl.formatMessage(m.name))}
        {input('surname', intl.formatMessage(m.surname))}
        {input('email', intl.formatMessage(m.email), 'email', undefined, true)}
        {input(
          'password',
          intl.formatMessage(m.password),
          'password',
          user ? intl.formatMessage(m.passwordKeep) : undefined,
          !user,
        )}
        <div className="admin-field">
          <label htmlFor="user-role">{intl.formatMessage(m.role)}</label>
          <select
            id="user-role"
            required
            value={form.role}
            onChange={(e) => setForm({ ...form, role: e.currentTarget.value })}
          >
            {roles.map((r) => (
              <option key={r.id} value={r.id}>
                {r.label[locale] ?? r.label.it ?? r.id}
              </option>
            ))}
          </select>
        </div>
        {errors.form && (
          <p className="admin-error" role="alert">
            {errors.form}
          </p>
        )}
        <FormActions
          submitLabel={intl.formatMessage(m.submit)}
          cancelLabel={intl.formatMessage(m.cancel)}
          busy={busy}
          onCancel={onCancel}
        />
      </fieldset>
    </form>
  );
}
