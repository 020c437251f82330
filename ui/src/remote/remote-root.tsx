import { DEFAULT_LOCALE, type Locale } from '@archive/contracts/locales';
import { type ReactNode, useContext, useEffect, useState } from 'react';
import { RawIntlProvider } from 'react-intl';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ServerDataContext } from '../api/server-data';
import { useArchive } from '../store/use-archive';
import { sharedIntl } from './shared-intl';

export type MessageCatalogue = Record<string, string>;
/** Loads a locale's catalogue (Italian bundled, the others through dynamic import()). */
export type MessageLoader = (locale: Locale) => Promise<MessageCatalogue> | MessageCatalogue;

/**
 * Catalogues already loaded, per loader and locale. A server render and a hydration load the page's
 * catalogue before drawing (`preloadCatalogue`), so the first render is already in the page's
 * language: the server's HTML and the browser's first render must be the same text.
 */
const loaded = new WeakMap<MessageLoader, Map<Locale, MessageCatalogue>>();

export async function preloadCatalogue(
  messages: MessageLoader | undefined,
  italian: MessageCatalogue,
  locale: Locale,
): Promise<void> {
  if (!messages || locale === DEFAULT_LOCALE) return;
  const known = loaded.get(messages) ?? new Map<Locale, MessageCatalogue>();
  loaded.set(messages, known);
  if (known.has(locale)) return;
  try {
    known.set(locale, { ...italian, ...(await messages(locale)) });
  } catch (err) {
    console.warn(`messages for "${locale}" failed to load; using Italian`, err);
  }
}

const catalogueFor = (
  messages: MessageLoader | undefined,
  italian: MessageCatalogue,
  locale: Locale,
): { locale: Locale; catalogue: MessageCatalogue } | undefined => {
  if (locale === DEFAULT_LOCALE || !messages) return { locale: DEFAULT_LOCALE, catalogue: italian };
  const catalogue = loaded.get(messages)?.get(locale);
  return catalogue ? { locale, catalogue } : undefined;
};

const SWR_OPTIONS: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false };

/**
 * Providers every app root needs: react-intl in the store's locale and SWR. Each remote is its own
 * React root, so it renders these itself; they read the shared store, not a parent context.
 * A catalogue that fails to load is logged and Italian is used (spec section 8). On the server, SWR
 * reads the render's own cache (never the process-wide default one, which every visitor would share).
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
  const server = useContext(ServerDataContext);
  const [current, setCurrent] = useState<{ locale: Locale; catalogue: MessageCatalogue }>(
    () => catalogueFor(messages, italian, locale) ?? { locale: DEFAULT_LOCALE, catalogue: italian },
  );
  useEffect(() => {
    const ready = catalogueFor(messages, italian, locale);
    if (ready) {
      setCurrent((was) => (was.catalogue === ready.catalogue ? was : ready));
      return;
    }
    let live = true;
    void preloadCatalogue(messages, italian, locale).then(() => {
      if (live)
        setCurrent(catalogueFor(messages, italian, locale) ?? { locale: DEFAULT_LOCALE, catalogue: italian });
    });
    return () => {
      live = false;
    };
  }, [locale, messages, italian]);
  return (
    <RawIntlProvider value={sharedIntl(current.locale, current.catalogue)}>
      <SWRConfig value={server ? { ...SWR_OPTIONS, provider: () => server.swrCache } : SWR_OPTIONS}>
        {children}
      </SWRConfig>
    </RawIntlProvider>
  );
}
