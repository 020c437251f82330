import { useIntl } from 'react-intl';
import type { HighlightBox } from '../highlight-box';
import { messages } from '../messages';
import type { PageImage } from '../page-image';

/**
 * The simple viewer (site option simpleSfogliatore): one page image, zoomed with CSS; the search
 * hits' word boxes drawn over it in percentages of the page, so they follow any zoom.
 */
export function SimpleViewer({
  page,
  zoom,
  image,
  highlights = [],
  current,
}: {
  page: number;
  zoom: number;
  image: PageImage;
  highlights?: readonly HighlightBox[];
  current?: number | undefined;
}) {
  const intl = useIntl();
  return (
    <section className="simple-viewer" aria-label={intl.formatMessage(messages.region, { page: page + 1 })}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolled image must take focus so arrow keys pan it */}
      <div className="simple-viewer-scroll" tabIndex={0}>
        <div className="simple-viewer-page" style={{ width: `${zoom * 100}%` }}>
          <img
            src={image.src}
            alt={image.title}
            style={{ width: '100%', maxWidth: 'none', display: 'block' }}
          />
          {highlights.map((b, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes of one page never reorder.
              key={i}
              className={i === current ? 'viewer-highlight viewer-highlight-current' : 'viewer-highlight'}
              data-testid="viewer-highlight"
              style={{
                left: `${b.x * 100}%`,
                top: `${b.y * 100}%`,
                width: `${b.w * 100}%`,
                height: `${b.h * 100}%`,
              }}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
