import type { Locale } from '@archive/contracts/locales';
import { useIntl } from 'react-intl';
import { TextDraftStatus } from '../../lib/text-draft-status';
import { overwriteText, reapplyText, type TextDraft } from '../../lib/text-drafts';
import { settingsMessages as m } from '../settings/messages';
import { LOGIN_COLLECTION, LOGIN_NAME, loginConflictWords } from './login-document';

/**
 * Under the login screen's editors (in place on /login and in Settings > Generale): "saved", the
 * save error, and a conflict told by the home's panel. One component, so the two editors of the
 * same document tell a manager the same thing.
 */
export function LoginTextStatus({ draft, locale }: { draft: TextDraft; locale: Locale }) {
  const intl = useIntl();
  return (
    <TextDraftStatus
      draft={draft}
      saved={intl.formatMessage(m.loginSaved)}
      kept=""
      overwrite=""
      onOverwrite={() => overwriteText(locale, LOGIN_NAME, LOGIN_COLLECTION)}
      panel={{
        words: loginConflictWords(intl),
        onReapply: () => reapplyText(locale, LOGIN_NAME, LOGIN_COLLECTION),
      }}
    />
  );
}
