import { canEdit } from '@archive/contracts/access';
import { pickText } from '@archive/contracts/localised-text';
import { safeLinkHref } from '@archive/contracts/safe-links';
import { SafeHtml, useArchive } from '@archive/ui';
import { useEffect } from 'react';
import { ensureEnvironment } from '../session/load-site';
import { useShellEditor } from './footer-editor';

type Text = Parameters<typeof pickText>[0];

/**
 * Login layout: background image and intro text from the environment document. On /login a
 * manager or admin in edit mode gets mf-admin's `LoginInPlace` in place of the title and text
 * (issue 25: the login screen edited as it looks); Settings > Generale links here with
 * `?modifica=1`, which the user bar turns into edit mode (user-bar.tsx).
 */
export function LoginAside() {
  const environment = useArchive((s) => s.environment);
  const locale = useArchive((s) => s.locale);
  const editing = useArchive((s) => s.admin.isEdit && canEdit(s.level) && s.route.route === 'login');
  const Editor = useShellEditor('LoginInPlace', editing);
  useEffect(ensureEnvironment, []);
  const title = pickText(environment.title as Text, locale);
  const body = pickText(environment.body as Text, locale);
  return (
    <aside
      className={environment.backgroundImage ? 'login-aside has-image' : 'login-aside'}
      style={
        environment.backgroundImage
          ? {
              // The scrim under the text keeps it readable (AA) whatever the photograph.
              backgroundImage: `linear-gradient(rgb(0 0 0 / 0.6), rgb(0 0 0 / 0.6)), url("${encodeURI(environment.backgroundImage)}")`,
            }
          : undefined
      }
    >
      {Editor ? (
        <Editor />
      ) : (
        <>
          {title && <h1>{title}</h1>}
          <SafeHtml className="login-intro" html={body} />
        </>
      )}
      {environment.bottomLinks?.length ? (
        <ul className="login-links">
          {environment.bottomLinks.map((l) => (
            <li key={l.link}>
              <a href={safeLinkHref(l.link)}>{pickText(l.label as Text, locale)}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
}
