import { archiveStore } from './archive-store';

/**
 * The HTTP-ish status of what the page shows, for whoever reports on the page (the shell puts it on
 * <html data-page-status> for analytics tags and tests). A remote's route can match and still have
 * nothing to show (a missing record): the URL then answers 200 from the server while the visitor
 * sees a 404, and this is the only place that says so. `null` = the page as routed (200).
 */
export function setPageStatus(pageStatus: number | null): void {
  archiveStore.setState({ pageStatus });
}

/** Puts the status back to `null` only if it is still `status` (another page may have set its own). */
export function clearPageStatus(status: number): void {
  archiveStore.setState((s) => (s.pageStatus === status ? { pageStatus: null } : {}));
}
