import { t } from '@archive/contracts/messages';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryLabel } from '../components/retry-label';
import { StatusCode, StatusLabel } from '../components/status-code';
import { archiveStore } from '../store/archive-store';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import { ScreenShown } from './route-screens';

/** What a visitor is told a part that cannot be drawn amounts to (spec section 8: a status code). */
export const REMOTE_FAILURE_STATUS = 503;

/**
 * The friendly section shown instead of a remote that failed to load or crashed: never a blank page.
 * Like every error page (spec section 8) it shows its code (503: the part is unavailable for now)
 * and 'La pagina non è disponibile', says why and offers a retry. Plain text from contracts (no
 * react-intl), because it must work when everything else failed.
 */
export function ErrorSection({ remote, onRetry }: { remote: string; onRetry?: () => void }) {
  const locale = archiveStore.getState().locale;
  const status = REMOTE_FAILURE_STATUS;
  return (
    <section
      className="remote-fallback status-page"
      role="alert"
      data-remote-fallback={remote}
      data-status={status}
    >
      <StatusCode status={status} />
      <h2>
        <StatusLabel status={status} locale={locale} />
        {t('error.notFound', locale)}
      </h2>
      <p>{t('error.remoteUnavailable', locale)}</p>
      <button type="button" className="btn" onClick={onRetry ?? (() => window.location.reload())}>
        {retryLabel(locale)}
      </button>
    </section>
  );
}

interface BoundaryState {
  failed: boolean;
}

/** Catches render errors of one app; a failed chunk load reloads the page (at most once a minute). */
export class RemoteErrorBoundary extends Component<{ remote: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };
  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.remote} crashed`, error, info.componentStack);
    if (isChunkLoadError(error)) reloadOnceForChunkError();
  }
  override render() {
    return this.state.failed ? (
      <>
        <ErrorSection remote={this.props.remote} onRetry={() => this.setState({ failed: false })} />
        {/* The error section answers too (its retry): the remote is live. */}
        <ScreenShown />
      </>
    ) : (
      this.props.children
    );
  }
}
