import { useIntl } from 'react-intl';
import { messages } from '../messages';
import type { PageImage } from '../page-image';

/** The simple viewer (site option simpleSfogliatore): one page image, zoomed with CSS. */
export function SimpleViewer({ page, zoom, image }: { page: number; zoom: number; image: PageImage }) {
  const intl = useIntl();
  return (
    <section className="simple-viewer" aria-label={intl.formatMessage(messages.region, { page: page + 1 })}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolled image must take focus so arrow keys pan it */}
      <div className="simple-viewer-scroll" tabIndex={0}>
        <img src={image.src} alt={image.title} style={{ width: `${zoom * 100}%`, maxWidth: 'none' }} />
      </div>
    </section>
  );
}
