import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The page's URL (path and query) during render. In the browser it is `window.location`; a server
 * render provides the URL it renders, so code that builds links from the current URL (the language
 * switcher) draws the same on both sides.
 */
export const CurrentUrlContext = createContext<string | null>(null);

export function useCurrentUrl(): string {
  const server = useContext(CurrentUrlContext);
  if (server !== null) return server;
  return window.location.pathname + window.location.search;
}

/**
 * The request's Cookie header during a server render (null in the browser, where `document.cookie`
 * holds the same cookies the request carried): parts that depend on a cookie the page's scripts can
 * read, such as the consent bar, then draw the same on both sides and can be in the first HTML.
 */
export const RequestCookiesContext = createContext<string | null>(null);

/** A cookie's value, read from the request on the server and from the page in the browser. */
export function useCookieHeader(): string | undefined {
  return useContext(RequestCookiesContext) ?? undefined;
}

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true afterwards (React
 * re-renders once hydration is done). For parts that depend on what only the browser knows (the
 * visitor's cookie choices, local storage): drawn after hydration, so the server's HTML and the
 * browser's first render agree.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
