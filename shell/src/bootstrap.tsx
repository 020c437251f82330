import './styles/shell.css';
import { LOCALES } from '@archive/contracts/locales';
import { loadLocaleMessages } from '@archive/contracts/messages';
import { archiveStore, isChunkLoadError, readDarkMode, reloadOnceForChunkError } from '@archive/ui';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { triggerAppChange } from 'single-spa';
import { fetchRegistry } from './composition/remotes-registry';
import { startComposition } from './composition/root-config';
import { loadAnalyticsIfConsented } from './consent/consent';
import { localeOfPath, rememberLocale, rootRedirectTarget } from './i18n/locale';
import { AppFrame } from './layout/app-frame';
import { installRouteSync, syncRoute } from './routing/route-sync';
import { applyUser, enabledLocalesOf, loadProfile, loadSiteOptions } from './session/load-site';
import { applyDarkMode, applyTheme } from './theme/apply-theme';

/**
 * Shell start: site options, session and the remotes registry in parallel; then the store, theme
 * and locale; then the frame (rendered synchronously so the remote slots exist) and single-spa.
 */
async function boot() {
  window.addEventListener('unhandledrejection', (e) => {
    if (isChunkLoadError(e.reason)) reloadOnceForChunkError();
  });
  // Contracts' messages of the URL's locale (Italian is bundled), fetched beside the rest.
  const pathMessages = loadLocaleMessages(localeOfPath(window.location.pathname, LOCALES));
  const [siteOptions, user, remotes] = await Promise.all([loadSiteOptions(), loadProfile(), fetchRegistry()]);
  const enabledLocales = enabledLocalesOf(siteOptions);
  const redirect = rootRedirectTarget(enabledLocales, { browser: siteOptions.rootRedirect === true });
  if (redirect) {
    window.location.replace(redirect);
    return;
  }
  const locale = localeOfPath(window.location.pathname, enabledLocales);
  await Promise.all([pathMessages, loadLocaleMessages(locale)]);
  archiveStore.setState({
    siteOptions,
    siteOptionsLoaded: true,
    enabledLocales,
    locale,
    darkMode: readDarkMode(),
  });
  applyUser(user);
  applyTheme(siteOptions);
  rememberLocale(locale);
  loadAnalyticsIfConsented(siteOptions.analyticsID);

  // Side effects of shared state: dark mode class, scroll lock, theme on options change.
  let last = archiveStore.getState();
  applyDarkMode(last.darkMode);
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
    if (next.siteOptions !== prev.siteOptions) {
      applyTheme(next.siteOptions);
      const enabled = enabledLocalesOf(next.siteOptions);
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
  container.textContent = '';
  const root = createRoot(container);
  flushSync(() => root.render(<AppFrame remotes={remotes} />));
  startComposition(remotes);
}

void boot();
