import { addLanguageCall } from '@archive/contracts/content-endpoints';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@archive/contracts/locales';
import { ApiError, archiveStore, callApi, useArchive } from '@archive/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CheckboxField } from '../../../lib/components/fields';
import { loadDraft } from '../../../lib/options-draft';
import { publishSiteOptions } from '../../../lib/publish-site-options';
import { useField } from '../../../lib/use-field';
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

/** The multilanguage map, and adding a language (its documents are copied from Italian). */
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
  const dirty = useArchive((s) => s.admin.isDirty);
  const [busy, setBusy] = useState<Locale | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const map = field.value ?? {};
  const add = async (locale: Locale) => {
    setBusy(locale);
    setResult(null);
    try {
      const answer = await callApi(addLanguageCall, { locale });
      // The server changed the options document: reload it so the next save has its revision.
      await loadDraft();
      publishSiteOptions({
        ...archiveStore.getState().siteOptions,
        multilanguage: { ...map, [locale]: true },
      });
      setResult({
        ok: true,
        text: intl.formatMessage(m.languageAdded, { language: NAMES[locale], copied: answer.copied }),
      });
    } catch (err) {
      setResult({ ok: false, text: err instanceof ApiError ? err.message : String(err) });
    } finally {
      setBusy(null);
    }
  };
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
              <button
                type="button"
                className="btn"
                disabled={dirty || busy !== null}
                onClick={() => void add(l)}
              >
                {intl.formatMessage(m.addLanguage, { language: NAMES[l] })}
              </button>
            )}
          </li>
        ))}
      </ul>
      {dirty && <p className="admin-hint">{intl.formatMessage(m.addLanguageDirty)}</p>}
      {result && (
        <p className={result.ok ? 'admin-success' : 'admin-error'} role="status">
          {result.text}
        </p>
      )}
    </fieldset>
  );
}
