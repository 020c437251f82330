import { DEFAULT_LOCALE } from '@archive/contracts/locales';
import { t } from '@archive/contracts/messages';
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

export function syncRoute(): void {
  const state = archiveStore.getState();
  const match = matchUrl(currentUrl(), state.enabledLocales);
  const samePage =
    state.route.route === match.route && JSON.stringify(state.route.params) === JSON.stringify(match.params);
  archiveStore.setState({
    route: match,
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
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (archiveStore.getState().admin.isDirty) event.preventDefault();
  };
  window.addEventListener('single-spa:before-routing-event', onBefore);
  window.addEventListener('popstate', syncRoute);
  window.addEventListener('beforeunload', onBeforeUnload);
  syncRoute();
  return () => {
    window.removeEventListener('single-spa:before-routing-event', onBefore);
    window.removeEventListener('popstate', syncRoute);
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}
