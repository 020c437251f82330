import { DEFAULT_LOCALE } from '@archive/contracts/locales';
import { hasLocaleMessages, loadLocaleMessages, t } from '@archive/contracts/messages';
import { buildUrl, localisedRouteName, matchUrl } from '@archive/contracts/routes';
import { adminActions, archiveStore, navigate } from '@archive/ui';
import { pageState } from '../composition/activity';
import { accessContext } from '../composition/root-config';

/**
 * Keeps the store's `route` and `locale` in step with the URL, applies the route guard (a visitor
 * whose level shares no bit with the route's requirement goes to login) and asks before leaving a
 * page with unsaved changes (spec section 4: refusing keeps the visitor where they were).
 */
export function currentUrl(): string {
  return window.location.pathname + window.location.search;
}

/** The URL the store's route was last read from. */
let syncedUrl: string | undefined;

export function syncRoute(): void {
  const url = currentUrl();
  // An alternative reading of the spec's URL forms (/en/istituti) goes to our canonical segment, as
  // the gateway's 301 does for a full load (contracts/route-readings.ts); replace, so back works.
  // Only a URL our table does not know (or reads as a generic page) can be one, and in-app links
  // are canonical: the readings' table is loaded on such a URL only, not with every page.
  const read = matchUrl(url, archiveStore.getState().enabledLocales).route;
  if (read === 'notFound' || read === 'page') {
    const here = url + window.location.hash;
    void import('@archive/contracts/route-readings').then(({ canonicalReading }) => {
      const reading = canonicalReading(here, archiveStore.getState().enabledLocales);
      if (reading && currentUrl() + window.location.hash === here) navigate(reading, { replace: true });
    });
  }
  syncedUrl = url;
  // The store moves to a page in another locale only once contracts' messages for that locale are
  // here: every app calls t() synchronously with the store's locale, and a text drawn in Italian
  // meanwhile would stay. Until then the previous page stays (a switch of language waits for one
  // small chunk); a failed load settles too, and the page then shows contracts' texts in Italian.
  const { locale } = matchUrl(url, archiveStore.getState().enabledLocales);
  if (hasLocaleMessages(locale)) applyRoute();
  else
    void loadLocaleMessages(locale).then(() => {
      if (syncedUrl === url) applyRoute();
    });
}

function applyRoute(): void {
  const state = archiveStore.getState();
  const match = matchUrl(currentUrl(), state.enabledLocales);
  const samePage =
    state.route.route === match.route && JSON.stringify(state.route.params) === JSON.stringify(match.params);
  // The same URL read again (single-spa's first routing event, a hash change) keeps the very same
  // route object: a new one would re-render every screen, and a screen still hydrating the
  // server's HTML would be thrown away and drawn anew (React #421).
  const sameUrl =
    samePage &&
    state.route.locale === match.locale &&
    JSON.stringify(state.route.query) === JSON.stringify(match.query);
  archiveStore.setState({
    route: sameUrl ? state.route : match,
    locale: match.locale,
    ...(samePage ? {} : { previousRoute: localisedRouteName(state.route.route, state.locale) }),
  });
  document.documentElement.lang = match.locale;
  if (!samePage) window.scrollTo?.(0, 0);
  const page = pageState(currentUrl(), accessContext());
  if (page.kind === 'login') {
    const login = buildUrl('login', {}, match.locale ?? DEFAULT_LOCALE, { redirect: currentUrl() });
    navigate(login, { replace: true });
    // Before single-spa starts, replaceState fires no popstate: read the new URL now.
    syncRoute();
  }
}

interface BeforeRoutingDetail {
  oldUrl: string;
  newUrl: string;
  cancelNavigation?: (value?: boolean) => void;
}

const pathOf = (url: string) => {
  const u = new URL(url, window.location.href);
  return u.pathname + u.search;
};

export function installRouteSync(): () => void {
  const onBefore = (event: Event) => {
    const detail = (event as CustomEvent<BeforeRoutingDetail>).detail;
    if (!detail || pathOf(detail.oldUrl) === pathOf(detail.newUrl)) return;
    const { admin, locale } = archiveStore.getState();
    if (admin.isDirty && !window.confirm(t('confirm.leave', locale))) {
      detail.cancelNavigation?.();
      return;
    }
    // Leaving a page resets the admin editing state (the previous route is stored by syncRoute).
    adminActions.reset();
    // A navigation onPopState held back (unsaved changes) is allowed now: read the new URL.
    if (syncedUrl !== currentUrl()) syncRoute();
  };
  /**
   * This listener is added before single-spa starts, so it hears single-spa's artificial popstate
   * for a pushState at once, before the before-routing-event where the visitor is asked. With
   * unsaved changes the store must not move to the new page yet: the page being edited would
   * re-render for a route it may never leave and lose the edits (single-spa restores a refused URL
   * silently, with no event to move the store back). onBefore syncs once the visitor agrees.
   */
  const onPopState = () => {
    if (archiveStore.getState().admin.isDirty && syncedUrl !== currentUrl()) return;
    syncRoute();
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (archiveStore.getState().admin.isDirty) event.preventDefault();
  };
  window.addEventListener('single-spa:before-routing-event', onBefore);
  window.addEventListener('popstate', onPopState);
  window.addEventListener('beforeunload', onBeforeUnload);
  syncRoute();
  return () => {
    window.removeEventListener('single-spa:before-routing-event', onBefore);
    window.removeEventListener('popstate', onPopState);
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}
