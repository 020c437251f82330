import type { HtmlSanitiser } from '@archive/contracts/html-purify';

/**
 * Who sanitises editor HTML before SafeHtml draws it. In the browser, DOMPurify with the
 * contracts' policy, downloaded on first need (`loadHtmlSanitiser`); until it has arrived SafeHtml
 * draws nothing. Where there is no DOM (server rendering) nothing is drawn unless the host
 * registers its own sanitiser with `setHtmlSanitiser` (the gateway's, same policy).
 */
let ready: HtmlSanitiser | undefined;
let loading: Promise<HtmlSanitiser> | undefined;

/** The sanitiser if it is already here (no waiting, no download). */
export const currentHtmlSanitiser = (): HtmlSanitiser | undefined => ready;

/** Downloads DOMPurify once; every caller shares the one promise. */
export function loadHtmlSanitiser(): Promise<HtmlSanitiser> {
  if (ready) return Promise.resolve(ready);
  if (typeof window === 'undefined') return Promise.reject(new Error('no DOM: setHtmlSanitiser first'));
  loading ??= import(/* webpackChunkName: "html-sanitiser" */ './purify-policy').then(
    (m) => {
      ready ??= m.sanitiseHtml;
      return ready;
    },
    (error: unknown) => {
      loading = undefined; // a failed chunk may load on the next attempt
      throw error;
    },
  );
  return loading;
}

/** Registers a sanitiser (server rendering, tests); undefined goes back to DOMPurify on demand. */
export function setHtmlSanitiser(sanitiser: HtmlSanitiser | undefined): void {
  ready = sanitiser;
  loading = undefined;
}
