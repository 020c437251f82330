/**
 * @archive/ui root entry: a Module Federation singleton shared by the shell and every remote.
 * Everything stateful lives here (the cross-app store, the fetcher, navigation, remote lifecycles),
 * plus the small components every page uses. Stateless pieces not every page draws are deep
 * entries, imported as '@archive/ui/controls' (checkbox, collapse, dropdown, switch),
 * '@archive/ui/charts', '@archive/ui/video-embed', '@archive/ui/animated-number',
 * '@archive/ui/upload-buttons' (bundled by the app that uses them, not shared).
 */
export * from './api';
export { useFocusTrap } from './components/focus-trap';
export { FullScreenPopup } from './components/full-screen-popup';
export { DEFAULT_PLACEHOLDER, LazyImage } from './components/lazy-image';
export {
  StatusPage,
  type StatusPageProps,
  type StatusPageStatus,
  statusOfError,
} from './components/status-page';
export { loadHtmlSanitiser, setHtmlSanitiser } from './html/html-sanitiser';
export { SafeHtml, type SafeHtmlProps } from './html/safe-html';
export * from './lib/cookies';
export { useNearGate, useNearViewport } from './lib/use-near-viewport';
export * from './remote';
export * from './routing/navigate';
export {
  CurrentUrlContext,
  RequestCookiesContext,
  useCookieHeader,
  useCurrentUrl,
  useHydrated,
} from './ssr/current-url';
export {
  type PageHead,
  PageHeadContext,
  type PageSchema,
  type PreloadImage,
  usePageHead,
} from './ssr/page-head';
export * from './ssr/server-page';
export * from './store';
