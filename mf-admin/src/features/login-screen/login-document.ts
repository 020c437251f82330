import type { Locale } from '@archive/contracts/locales';
import type { LocalisedText } from '@archive/contracts/localised-text';
import { archiveStore, useArchive } from '@archive/ui';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { IntlShape } from 'react-intl';
import type { ConflictWords } from '../../lib/components/conflict-panel';
import { withText } from '../../lib/localised-text';
import type { JsonRecord } from '../../lib/object-path';
import {
  ensureDocument,
  getTextDrafts,
  subscribeTexts,
  type TextDraft,
  textKey,
  updateDocument,
} from '../../lib/text-drafts';
import { settingsMessages as m } from '../settings/messages';

/**
 * The login screen's document: one for every language (the gateway's singleton
 * `environment/login`), edited in Settings > Generale and in place on /login. Both editors share
 * these, so they load, save and tell a conflict the same way.
 */
export const LOGIN_COLLECTION = 'environment';
export const LOGIN_NAME = 'login';

/** The conflict panel's names for the document's fields ("Titolo della pagina di accesso"). */
export const loginConflictWords = (intl: IntlShape): ConflictWords => {
  const labels: Record<string, string> = {
    title: intl.formatMessage(m.loginTitle, { lang: '' }).trim(),
    body: intl.formatMessage(m.loginBody, { lang: '' }).trim(),
  };
  return { label: (key) => labels[key], lists: {} };
};

/** After a save the shell's login screen (its store copy of the document) shows the new texts. */
export function usePublishWhenSaved(saved: JsonRecord | null): void {
  const last = useRef<JsonRecord | null>(null);
  useEffect(() => {
    if (!saved || saved === last.current) return;
    last.current = saved;
    const environment = archiveStore.getState().environment;
    archiveStore.setState({
      environment: { ...environment, title: saved.title, body: saved.body } as typeof environment,
    });
  }, [saved]);
}

/**
 * The login document's draft as both editors use it: loaded while `active` (in place: only in
 * edit mode), published to the login screen once saved, and `set` changing one language's title
 * or body (a text still shared by every language becomes one per language).
 */
export function useLoginDraft(
  locale: Locale,
  active = true,
): { draft: TextDraft | undefined; set: (key: 'title' | 'body', lang: Locale, text: string) => void } {
  const locales = useArchive((s) => s.enabledLocales);
  useEffect(() => {
    if (active) ensureDocument(LOGIN_COLLECTION, LOGIN_NAME, locale);
  }, [active, locale]);
  const draft = useSyncExternalStore(subscribeTexts, getTextDrafts, getTextDrafts)[
    textKey(locale, LOGIN_NAME, LOGIN_COLLECTION)
  ];
  usePublishWhenSaved(draft?.saved === true ? draft.data : null);
  const set = (key: 'title' | 'body', lang: Locale, text: string) =>
    updateDocument(locale, LOGIN_NAME, LOGIN_COLLECTION, (d) => ({
      ...d,
      [key]: withText(d[key] as LocalisedText | undefined, lang, text, locales),
    }));
  return { draft, set };
}
