/**
 * Editor HTML is drawn by ui's SafeHtml: DOMPurify with the contracts' allow-list, the policy the
 * gateway applies on save and on every answer (one list for every HTML field of the site).
 */
export { SafeHtml } from '@archive/ui';
