import { languageStatusCall } from '@archive/contracts/content-endpoints';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@archive/contracts/locales';
import { buildUrl } from '@archive/contracts/routes';
import { callApi, Link } from '@archive/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { CheckboxField } from '../../../lib/components/fields';
import { useField } from '../../../lib/use-field';
import { useOptionsDraft } from '../../../lib/use-options-draft';
import { SettingsFrame } from '../components/settings-frame';
import { settingsMessages as m } from '../messages';

const NAMES: Record<Locale, string> = {
  it: 'Italiano',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  hr: 'Hrvatski',
};

type LanguageStatus = Awaited<ReturnType<typeof callApi<typeof languageStatusCall>>>;

/**
 * The multilanguage map and adding a language: a draft until Salva, like every settings page; a new
 * language stays hidden from visitors (managers preview it) until the manager says otherwise, and
 * the page says what it still lacks. Saving it seeds its documents from Italian (the gateway).
 */
export default function MultilanguagePage() {
  return (
    <SettingsFrame page="multilanguage">
      <Languages />
      <RootRedirect />
    </SettingsFrame>
  );
}

function RootRedirect() {
  const intl = useIntl();
  return <CheckboxField path="rootRedirect" label={intl.formatMessage(m.rootRedirect)} />;
}

function Languages() {
  const intl = useIntl();
  const field = useField<Partial<Record<Locale, boolean>>>('multilanguage');
  const hiddenField = useField<Locale[]>('hiddenLocales');
  const saved = useOptionsDraft().base?.data as
    | { multilanguage?: Partial<Record<Locale, boolean>>; hiddenLocales?: Locale[] }
    | undefined;
  const map = field.value ?? {};
  const hidden = hiddenField.value ?? [];
  // Adding a language is a draft like every other edit here: Salva applies it, hidden by default.
  const add = (locale: Locale) => {
    field.set({ ...map, [locale]: true });
    if (!hidden.includes(locale)) hiddenField.set([...hidden, locale]);
  };
  const setHidden = (locale: Locale, on: boolean) =>
    hiddenField.set(
      on ? [...hidden.filter((l) => l !== locale), locale] : hidden.filter((l) => l !== locale),
    );
  return (
    <fieldset>
      <legend>{intl.formatMessage(m.languages)}</legend>
      <ul className="admin-languages">
        {LOCALES.map((l) => (
          <li key={l} data-locale={l}>
            <label className="admin-check">
              <input
                type="checkbox"
                checked={l === DEFAULT_LOCALE || map[l] === true}
                disabled={l === DEFAULT_LOCALE}
                onChange={(e) => field.set({ ...map, [l]: e.currentTarget.checked })}
              />{' '}
              {NAMES[l]} ({l})
            </label>
            {l !== DEFAULT_LOCALE && map[l] !== true && (
              <button type="button" className="btn" onClick={() => add(l)}>
                {intl.formatMessage(m.addLanguage, { language: NAMES[l] })}
              </button>
            )}
            {l !== DEFAULT_LOCALE && map[l] === true && (
              <LanguageReadiness
                locale={l}
                saved={saved?.multilanguage?.[l] === true}
                hidden={hidden.includes(l)}
                onHidden={(on) => setHidden(l, on)}
              />
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * An enabled language: whether visitors see it yet, and what it still lacks (catalogue records,
 * translated documents, interface messages), asked of the gateway once it is saved.
 */
function LanguageReadiness({
  locale,
  saved,
  hidden,
  onHidden,
}: {
  locale: Locale;
  saved: boolean;
  hidden: boolean;
  onHidden: (on: boolean) => void;
}) {
  const intl = useIntl();
  const [status, setStatus] = useState<LanguageStatus | null>(null);
  useEffect(() => {
    if (!saved) return;
    let live = true;
    callApi(languageStatusCall, { language: locale }).then(
      (answer) => live && setStatus(answer),
      () => live && setStatus(null),
    );
    return () => {
      live = false;
    };
  }, [locale, saved]);
  const complete =
    status !== null &&
    status.records > 0 &&
    status.messages &&
    status.translated >= status.italianDocuments &&
    status.italianDocuments > 0;
  return (
    <div className="admin-language-readiness" data-readiness={locale}>
      <label className="admin-check">
        <input type="checkbox" checked={hidden} onChange={(e) => onHidden(e.currentTarget.checked)} />{' '}
        {intl.formatMessage(m.languageHidden)}
      </label>
      {!saved && <p className="admin-hint">{intl.formatMessage(m.languageDraft)}</p>}
      {saved && status && (
        <div role="status">
          {complete ? (
            <p>{intl.formatMessage(m.languageComplete)}</p>
          ) : (
            <>
              <p>{intl.formatMessage(m.languageLacks)}</p>
              <ul>
                <li data-lacks="records">
                  {intl.formatMessage(m.languageRecords, {
                    locale,
                    records: intl.formatNumber(status.records),
                    italian: intl.formatNumber(status.italianRecords),
                  })}
                </li>
                <li data-lacks="documents">
                  {intl.formatMessage(m.languageDocuments, {
                    translated: status.translated,
                    total: status.documents || status.italianDocuments,
                  })}
                </li>
                <li data-lacks="messages">
                  {intl.formatMessage(m.languageMessages, { present: status.messages ? 'yes' : 'no' })}
                </li>
              </ul>
            </>
          )}
        </div>
      )}
      {saved && (
        // Managers see a hidden language's pages; the gateway answers them 404 to visitors.
        <Link href={buildUrl('home', {}, locale)} lang={locale}>
          {intl.formatMessage(m.languagePreview, { language: NAMES[locale] })}
        </Link>
      )}
    </div>
  );
}
