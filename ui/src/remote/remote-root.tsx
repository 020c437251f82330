import { DEFAULT_LOCALE, type Locale } from '@archive/contracts/locales';
import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { useArchive } from '../store/use-archive';

export type MessageCatalogue = Record<string, string>;
/** Loads a locale's catalogue (Italian bundled, the others through dynamic import()). */
export type MessageLoader = (locale: Locale) => Promise<MessageCatalogue> | MessageCatalogue;

/**
 * Providers every app root needs: react-intl in the store's locale and SWR. Each remote is its own
 * React root, so it renders these itself; they read the shared store, not a parent context.
 * A catalogue that fails to load is logged and Italian is used (spec section 8).
 */
export function RemoteRoot({
  messages,
  italian,
  children,
}: {
  /** Catalogue loader for non-Italian locales. */
  messages?: MessageLoader;
  /** The bundled Italian catalogue. */
  italian: MessageCatalogue;
  children: ReactNode;
}) {
  const locale = useArchive((s) => s.locale);
  const [loaded, setLoaded] = useState<{ locale: Locale; catalogue: MessageCatalogue }>({
    locale: DEFAULT_LOCALE,
    catalogue: italian,
  });
  useEffect(() => {
    if (locale === DEFAULT_LOCALE || !messages) {
      setLoaded({ locale: DEFAULT_LOCALE, catalogue: italian });
      return;
    }
    let live = true;
    Promise.resolve(messages(locale))
      .then((catalogue) => live && setLoaded({ locale, catalogue: { ...italian, ...catalogue } }))
      .catch((err) => {
        console.warn(`messages for "${locale}" failed to load; using Italian`, err);
        if (live) setLoaded({ locale: DEFAULT_LOCALE, catalogue: italian });
      });
    return () => {
      live = false;
    };
  }, [locale, messages, italian]);
  return (
    <IntlProvider locale={loaded.locale} defaultLocale={DEFAULT_LOCALE} messages={loaded.catalogue}>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>{children}</SWRConfig>
    </IntlProvider>
  );
}
