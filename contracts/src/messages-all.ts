import type { Locale } from './locales';
import { type LocaleMessages, registerLocaleMessages } from './messages';
import { de } from './messages/de';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { hr } from './messages/hr';
import { it } from './messages/it';

/**
 * The contracts messages with every locale registered at once, for server code (the gateway answers
 * in the caller's locale at any moment) and tests. Browser code imports `messages` instead, where
 * locales other than Italian load on demand.
 */
export const MESSAGES_BY_LOCALE: Record<Locale, LocaleMessages> = { it, en, fr, de, es, hr };
for (const [locale, table] of Object.entries(MESSAGES_BY_LOCALE))
  registerLocaleMessages(locale as Locale, table);

export * from './messages';
