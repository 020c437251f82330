import { archiveStore } from '@archive/ui';
import { useEffect, useRef } from 'react';
import type { IntlShape } from 'react-intl';
import type { ConflictWords } from '../../lib/components/conflict-panel';
import type { JsonRecord } from '../../lib/object-path';
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
