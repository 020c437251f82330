import { t } from '@archive/contracts/messages';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryLabel } from '../components/retry-label';
import { archiveStore } from '../store/archive-store';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import { ScreenShown } from './route-screens';

/**
 * The friendly section shown instead of a remote that failed to load or crashed: never a blank page.
 * Plain text from contracts (no react-intl), because it must work when everything else failed.
 */
export function ErrorSection({ remote, onRetry }: { remote: string; onRetry?: () => void }) {
  const locale = archiveStore.getState().locale;
  return (
    <section className="remote-fallback" role="alert" data-remote-fallback={remote}>
      <h2>{t('error.remoteUnavailable', locale)}</h2>
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
