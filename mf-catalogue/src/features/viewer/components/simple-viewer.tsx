import { useIntl } from 'react-intl';
import { messages } from '../messages';
import type { PageImage } from '../page-image';

/** The simple viewer (site option simpleSfogliatore): one page image, zoomed with CSS. */
export function SimpleViewer({ page, zoom, image }: { page: number; zoom: number; image: PageImage }) {
  const intl = useIntl();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable area must be reachable to pan by keyboard
    <div
      className="simple-viewer"
      tabIndex={0}
      role="region"
      aria-label={intl.formatMessage(messages.region, { page: page + 1 })}
    >
      <img src={image.src} alt={image.title} style={{ width: `${zoom * 100}%`, maxWidth: 'none' }} />
    </div>
  );
}
