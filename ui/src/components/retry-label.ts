import type { Locale } from '@archive/contracts/locales';

/**
 * "Try again" in every locale, kept here rather than in the contracts messages: the error section
 * and the status page draw it when react-intl or a catalogue may be what failed.
 */
const RETRY: Record<Locale, string> = {
  it: 'Riprova',
  en: 'Try again',
  fr: 'Réessayer',
  de: 'Erneut versuchen',
  es: 'Reintentar',
  hr: 'Pokušaj ponovno',
};

export const retryLabel = (locale: string): string => RETRY[locale as Locale] ?? RETRY.it;
