import { useIntl } from 'react-intl';
import { messages } from '../messages';

export interface ViewerControlsProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  onZoom: (factor: number) => void;
  onReset: () => void;
  /** Absent where the browser offers no full screen (the button is then not drawn). */
  fullScreen?: { active: boolean; toggle: () => void };
}

/** Buttons shared by both viewers: previous/next page, page counter, zoom in/out, fit. */
export function ViewerControls({ page, pages, onPage, onZoom, onReset, fullScreen }: ViewerControlsProps) {
  const intl = useIntl();
  return (
    <div className="viewer-controls" role="toolbar" aria-label={intl.formatMessage(messages.title)}>
      <button type="button" className="btn" onClick={() => onPage(page - 1)} disabled={page <= 0}>
        <span aria-hidden="true">‹ </span>
        {intl.formatMessage(messages.previous)}
      </button>
      <span className="viewer-page-number" aria-live="polite">
        {intl.formatMessage(messages.page, { page: page + 1, pages })}
      </span>
      <button type="button" className="btn" onClick={() => onPage(page + 1)} disabled={page >= pages - 1}>
        {intl.formatMessage(messages.next)}
        <span aria-hidden="true"> ›</span>
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => onZoom(1.5)}
        aria-label={intl.formatMessage(messages.zoomIn)}
      >
        +
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => onZoom(1 / 1.5)}
        aria-label={intl.formatMessage(messages.zoomOut)}
      >
        −
      </button>
      <button type="button" className="btn" onClick={onReset}>
        {intl.formatMessage(messages.reset)}
      </button>
      {fullScreen ? (
        <button type="button" className="btn" onClick={fullScreen.toggle} aria-pressed={fullScreen.active}>
          {intl.formatMessage(messages.fullScreen)}
        </button>
      ) : null}
    </div>
  );
}

/** Page keys handled by the viewer page (outside text inputs): arrows and PageUp/PageDown, +, −, 0. */
export function viewerKeyAction(key: string): { page?: -1 | 1; zoom?: number; reset?: true } | null {
  if (key === 'ArrowLeft' || key === 'PageUp') return { page: -1 };
  if (key === 'ArrowRight' || key === 'PageDown') return { page: 1 };
  if (key === '+' || key === '=') return { zoom: 1.5 };
  if (key === '-' || key === '_') return { zoom: 1 / 1.5 };
  if (key === '0') return { reset: true };
  return null;
}
