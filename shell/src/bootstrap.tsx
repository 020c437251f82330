import './styles/fonts.css';
import './styles/shell.css';
import { LOCALES } from '@archive/contracts/locales';
import { loadLocaleMessages } from '@archive/contracts/messages';
import {
  archiveStore,
  hydrateAnswers,
  isChunkLoadError,
  readDarkMode,
  reloadOnceForChunkError,
  setServerPage,
} from '@archive/ui';
import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { triggerAppChange } from 'single-spa';
import { readPagePayload, readSlots } from './composition/page-payload';
import { fetchRegistry } from './composition/remotes-registry';
import { startComposition } from './composition/root-config';
import { SHELL_ID_PREFIX } from './composition/slots';
import { loadAnalyticsIfConsented } from './consent/consent';
import { localeOfPath, rememberLocale, rootRedirectTarget } from './i18n/locale';
import { loadCatalogue } from './i18n/messages';
import { warmIntl } from './i18n/warm-intl';
import { AppFrame } from './layout/app-frame';
import { installRouteSync, syncRoute } from './routing/route-sync';
import { applyUser, enabledLocalesOf, loadProfile, loadSiteOptions } from './session/load-site';
import { applyDarkMode, applyTheme } from './theme/apply-theme';

/**
 * Shell start: site options, session and the remotes registry in parallel (or, on a server-rendered
 * page, all three from the page's payload: nothing is fetched twice); then the store, theme and
 * locale; then the frame (hydrating the server's HTML, or rendered synchronously so the remote
 * slots exist) and single-spa.
 */
async function boot() {
  window.addEventListener('unhandledrejection', (e) => {
    if (isChunkLoadError(e.reason)) reloadOnceForChunkError();
  });
  // Contracts' messages of the URL's locale (Italian is bundled), fetched beside the rest.
  const pathMessages = loadLocaleMessages(localeOfPath(window.location.pathname, LOCALES));
  const page = readPagePayload();
  const [siteOptions, user, remotes] = page
    ? [page.state.siteOptions ?? {}, page.state.user ?? null, page.remotes]
    : await Promise.all([loadSiteOptions(), loadProfile(), fetchRegistry()]);
  const enabledLocales = enabledLocalesOf(siteOptions, user?.level ?? 1);
  const redirect = rootRedirectTarget(enabledLocales, { browser: siteOptions.rootRedirect === true });
  if (redirect) {
    window.location.replace(redirect);
    return;
  }
  const locale = localeOfPath(window.location.pathname, enabledLocales);
  // The frame's first render must be in the page's language (the server's HTML is).
  await Promise.all([pathMessages, loadLocaleMessages(locale), loadCatalogue(locale)]);
  await warmIntl(locale);
  archiveStore.setState({
    siteOptions,
    siteOptionsLoaded: true,
    enabledLocales,
    locale,
    // Hydration draws what the server drew (light); the visitor's choice follows once shown.
    darkMode: page ? false : readDarkMode(),
    ...(page?.state.pageSeed === undefined ? {} : { pageSeed: page.state.pageSeed }),
  });
  if (page) {
    hydrateAnswers(page.answers);
    setServerPage({ url: page.url, remotes: page.rendered });
  }
  applyUser(user);
  applyTheme(siteOptions);
  rememberLocale(locale);
  loadAnalyticsIfConsented(siteOptions.analyticsID, siteOptions.expire);

  // Side effects of shared state: dark mode class, scroll lock, theme on options change.
  let last = archiveStore.getState();
  applyDarkMode(readDarkMode());
  document.documentElement.dataset.pageStatus = '200';
  archiveStore.subscribe(() => {
    const next = archiveStore.getState();
    // Record the state before reacting: the reactions below set state again, and a subscriber
    // that still compares against the old state would re-enter itself without end.
    const prev = last;
    last = next;
    if (next.darkMode !== prev.darkMode) applyDarkMode(next.darkMode);
    if (next.popupOpen !== prev.popupOpen)
      document.documentElement.classList.toggle('scroll-locked', next.popupOpen);
    if (next.locale !== prev.locale) rememberLocale(next.locale);
    // What a page reports it shows (StatusPage: 404, 403), for analytics tags and tests.
    if (next.pageStatus !== prev.pageStatus)
      document.documentElement.dataset.pageStatus = String(next.pageStatus ?? 200);
    if (next.siteOptions !== prev.siteOptions) applyTheme(next.siteOptions);
    if (next.siteOptions !== prev.siteOptions || next.level !== prev.level) {
      // Signing in as a manager shows the languages kept hidden from visitors (preview).
      const enabled = enabledLocalesOf(next.siteOptions, next.level);
      if (enabled.join() !== next.enabledLocales.join()) archiveStore.setState({ enabledLocales: enabled });
    }
    // Signing in or out changes what the guard allows: re-check the page and re-route.
    if (next.level !== prev.level || next.siteOptions !== prev.siteOptions) {
      syncRoute();
      void triggerAppChange();
    }
  });

  installRouteSync();
  const container = document.getElementById('shell-root');
  if (!container) throw new Error('#shell-root is missing from index.html');
  if (page) {
    const showDarkMode = () => archiveStore.setState({ darkMode: readDarkMode() });
    // In a transition: hydration yields to the browser every few milliseconds instead of one long
    // task over the whole frame (a phone's Total Blocking Time); the page is already drawn.
    startTransition(() => {
      hydrateRoot(
        container,
        <AppFrame remotes={remotes} slots={readSlots(page.rendered)} onShown={showDarkMode} />,
        { identifierPrefix: SHELL_ID_PREFIX },
      );
    });
  } else {
    container.textContent = '';
    const root = createRoot(container, { identifierPrefix: SHELL_ID_PREFIX });
    flushSync(() => root.render(<AppFrame remotes={remotes} />));
  }
  startComposition(remotes);
}

void boot();
