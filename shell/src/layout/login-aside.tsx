import { pickText } from '@archive/contracts/localised-text';
import { safeLinkHref } from '@archive/contracts/safe-links';
import { SafeHtml, useArchive } from '@archive/ui';
import { useEffect } from 'react';
import { ensureEnvironment } from '../session/load-site';

type Text = Parameters<typeof pickText>[0];

/** Login layout: background image and intro text from the environment document. */
export function LoginAside() {
  const environment = useArchive((s) => s.environment);
  const locale = useArchive((s) => s.locale);
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
      {title && <h1>{title}</h1>}
      <SafeHtml className="login-intro" html={body} />
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
