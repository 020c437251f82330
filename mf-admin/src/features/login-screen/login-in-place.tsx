import { canEdit } from '@archive/contracts/access';
import type { LocalisedText } from '@archive/contracts/localised-text';
import { useArchive } from '@archive/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { textOf } from '../../lib/localised-text';
import { watchAdminState } from '../../lib/options-draft';
import { RichTextField } from '../../lib/rich-text/rich-text-field';
import { settingsMessages as m } from '../settings/messages';
import { useLoginDraft } from './login-document';
import { LoginTextStatus } from './login-text-status';
import '../../lib/in-place-fields.css';
import './login-in-place.css';

/**
 * The login screen's title and text edited where visitors read them (issue 25: "editing happens on
 * the page as it looks"): the shell draws this in its login aside, in place of the title and
 * text, while a manager or admin is in edit mode on /login. The page's language only (Settings >
 * Generale edits every language at once); the title keeps the heading's look, the text the
 * visitor's `login-intro` class in the rich-text editor. Saved with the user bar's Save like the
 * document pages (lib/text-drafts.ts: the revision it was loaded at; a failed save keeps the edits;
 * a 409 shows the home's conflict panel by label, then "Riapplica le mie modifiche" and Salva).
 */
export function LoginInPlace() {
  const intl = useIntl();
  const editing = useArchive((st) => st.admin.isEdit && canEdit(st.level));
  const locale = useArchive((st) => st.locale);
  // Save, and leaving edit mode (drafts dropped), are answered by the shared store watch.
  useEffect(() => watchAdminState(), []);
  const { draft, set } = useLoginDraft(locale, editing);
  if (!editing) return null;
  if (!draft || draft.status === 'loading')
    return (
      <p className="admin-hint login-inplace-note" aria-busy="true">
        {intl.formatMessage(m.loading)}
      </p>
    );
  if (draft.status !== 'ready')
    return (
      <p className="admin-error login-inplace-note" role="alert">
        {draft.error ?? intl.formatMessage(m.loginMissing)}
      </p>
    );
  const lang = `(${locale.toUpperCase()})`;
  return (
    <section className="login-inplace" aria-label={intl.formatMessage(m.loginRegion)} data-login-editing>
      <p className="login-inplace-note">
        {intl.formatMessage(m.loginPreview, { lang: locale.toUpperCase() })}
      </p>
      <h1 className="inplace-heading">
        <input
          className="inplace-title"
          aria-label={intl.formatMessage(m.loginTitle, { lang })}
          value={textOf(draft.data.title as LocalisedText | undefined, locale)}
          onChange={(e) => set('title', locale, e.currentTarget.value)}
        />
      </h1>
      <RichTextField
        label={intl.formatMessage(m.loginBody, { lang })}
        className="login-intro"
        value={textOf(draft.data.body as LocalisedText | undefined, locale)}
        onChange={(html) => set('body', locale, html)}
      />
      <div className="login-inplace-status">
        <LoginTextStatus draft={draft} locale={locale} />
      </div>
    </section>
  );
}
