import type { LocalisedText } from '@archive/contracts/localised-text';
import { buildUrl } from '@archive/contracts/routes';
import { Link, useArchive } from '@archive/ui';
import { useIntl } from 'react-intl';
import { textOf } from '../../../lib/localised-text';
import { RichTextField } from '../../../lib/rich-text/rich-text-field';
import { useLoginDraft } from '../../login-screen/login-document';
import { LoginTextStatus } from '../../login-screen/login-text-status';
import { settingsMessages as m } from '../messages';

/**
 * The login screen's title and text (issue 25), per enabled language: the text in the rich-text
 * editor, whose schema is the sanitiser's allow-list (the gateway cleans it again on save), instead
 * of raw HTML. It rides on the settings page's Save like the home's texts (lib/text-drafts.ts: the
 * document's revision; a failed save keeps the edits; a 409 shows the home's conflict panel with
 * these labels). Once saved, the login screen shows it without a reload. The same texts are edited
 * in place on /login as visitors see them (features/login-screen), linked from here.
 */
export function LoginTextFields() {
  const intl = useIntl();
  const locale = useArchive((s) => s.locale);
  const locales = useArchive((s) => s.enabledLocales);
  const { draft, set } = useLoginDraft(locale);
  if (!draft || draft.status === 'loading')
    return (
      <p className="admin-hint" aria-busy="true">
        {intl.formatMessage(m.loading)}
      </p>
    );
  if (draft.status !== 'ready')
    return (
      <p className="admin-error" role="alert">
        {draft.error ?? intl.formatMessage(m.loginMissing)}
      </p>
    );
  return (
    <fieldset className="login-text-fields" data-login-text>
      <legend>{intl.formatMessage(m.loginLegend)}</legend>
      <p className="admin-hint">{intl.formatMessage(m.loginHint)}</p>
      <p>
        {/* `modifica`: the login screen opens in edit mode (the shell's login-aside.tsx). */}
        <Link href={buildUrl('login', {}, locale, { modifica: '1' })} data-login-inplace-link>
          {intl.formatMessage(m.loginEditInPlace)}
        </Link>
      </p>
      {locales.map((l) => {
        const lang = `(${l.toUpperCase()})`;
        return (
          <div key={l} className="row-locale">
            <div className="admin-field">
              <label htmlFor={`login-title-${l}`}>{intl.formatMessage(m.loginTitle, { lang })}</label>
              <input
                id={`login-title-${l}`}
                value={textOf(draft.data.title as LocalisedText | undefined, l)}
                onChange={(e) => set('title', l, e.currentTarget.value)}
              />
            </div>
            <RichTextField
              label={intl.formatMessage(m.loginBody, { lang })}
              className="login-intro"
              value={textOf(draft.data.body as LocalisedText | undefined, l)}
              onChange={(html) => set('body', l, html)}
            />
          </div>
        );
      })}
      <LoginTextStatus draft={draft} locale={locale} />
    </fieldset>
  );
}
