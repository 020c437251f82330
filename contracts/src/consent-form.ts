/**
 * Where the cookie bar's form posts a choice (issue 26): the gateway sets the same cookies the bar
 * writes in the browser and answers 303 back to the page, so a choice made before the page's code
 * has started, or without JavaScript, is kept. Zod-free: the shell reads it.
 */
export const CONSENT_FORM_PATH = '/cookie-consent';
