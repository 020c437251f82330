import type { Locale } from '@archive/contracts/locales';
import { localiseUrl } from '@archive/contracts/routes';
import { navigate, useArchive, useCurrentUrl, useRoute } from '@archive/ui';
import { switchLocaleUrl } from '../i18n/locale';
import { useFrameMark } from './frame-marks';
import { useMsg } from './use-msg';

const NAMES: Record<Locale, string> = {
  it: 'Italiano',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  hr: 'Hrvatski',
};

/** Shown only when more than one language is enabled; keeps the visitor on the same page. */
export function LanguageSwitcher({ onSwitch }: { onSwitch?: () => void }) {
  const m = useMsg();
  const enabled = useArchive((s) => s.enabledLocales);
  const current = useArchive((s) => s.locale);
  useRoute(); // re-render on navigation: the hrefs follow the page
  const here = useCurrentUrl();
  const mark = useFrameMark();
  if (enabled.length < 2) return null;
  return (
    <nav className="language-switcher" aria-label={m('shell.language')}>
      <ul>
        {enabled.map((locale) => (
          <li key={locale}>
            <a
              href={mark(`lang-${locale}`, localiseUrl(here, locale, enabled))}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              data-locale={locale}
              onClick={(e) => {
                e.preventDefault();
                navigate(switchLocaleUrl(locale));
                onSwitch?.();
              }}
            >
              {NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
