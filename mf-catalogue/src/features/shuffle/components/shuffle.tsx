import type { CatalogueTable } from '@archive/contracts/catalogue';
import type { RandomImage } from '@archive/contracts/catalogue-api';
import { SHUFFLE_DEFAULT_COUNT } from '@archive/contracts/constants';
import { iiifImageProps } from '@archive/contracts/iiif-derivatives';
import { LazyImage, Link, useArchive } from '@archive/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRandomImages } from '../api/use-random-images';
import { messages } from '../messages';

export interface ShuffleProps {
  /** How many images (default 4, at most 24). */
  count?: number;
  /** vertical: taller than wide; horizontal: wider than tall; any (default). */
  orientation?: 'any' | 'vertical' | 'horizontal';
  tables?: CatalogueTable[];
  title?: string;
  headingLevel?: 2 | 3;
  /** First pick; later picks come from the reshuffle button. Random when absent. */
  seed?: number;
}

const newSeed = () => Math.floor(Math.random() * 2_000_000_000);

/** Random image shuffle (spec section 2): a grid of record images, each linking to its record. */
export function Shuffle({
  count = SHUFFLE_DEFAULT_COUNT,
  orientation = 'any',
  tables,
  title,
  headingLevel = 2,
  seed: firstSeed,
}: ShuffleProps) {
  const intl = useIntl();
  const id = useId();
  // The page's seed (the same on the server and in the browser that hydrates its HTML), so the first
  // pick is one draw for both; the shuffle button draws anew.
  const pageSeed = useArchive((s) => s.pageSeed);
  const [seed, setSeed] = useState(() => firstSeed ?? (pageSeed + count) % 2_000_000_000);
  const [shuffled, setShuffled] = useState(false);
  const { data, isLoading, isValidating } = useRandomImages(
    Math.min(24, Math.max(1, count)),
    orientation,
    seed,
    tables,
  );
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={`shuffle shuffle-${orientation}`}
      aria-labelledby={`${id}-title`}
      aria-busy={isValidating}
    >
      <div className="shuffle-head">
        <Heading id={`${id}-title`}>{title ?? intl.formatMessage(messages.title)}</Heading>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setSeed(newSeed());
            setShuffled(true);
          }}
        >
          {intl.formatMessage(messages.reshuffle)}
        </button>
      </div>
      {isLoading && !data && <p role="status">{intl.formatMessage(messages.loading)}</p>}
      <ul className="shuffle-grid" data-count={data?.data.length ?? 0}>
        {data?.data.map((item) => (
          <li key={`${item.table}/${item.id}`}>
            <Link href={item.link} className="shuffle-item">
              <ShuffleImage image={item.image} />
              <span className="shuffle-label">{item.preferred_label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {shuffled && data && !isValidating ? intl.formatMessage(messages.updated) : ''}
      </p>
    </section>
  );
}

/** Tiles are a half (phone) or a quarter (from 40em) of the page: copies from 240 to 800 px. */
const TILE_WIDTHS = [240, 480, 800] as const;

/**
 * A tile's picture: WebP copies of the tile's size cut from the original through the site's IIIF
 * Image API when the site holds it (the fixed medium copy was up to four times the pixels a tile
 * shows on a phone); else the medium copy as it is.
 */
function ShuffleImage({ image }: { image: RandomImage['image'] }) {
  return (
    <LazyImage
      {...iiifImageProps(image.original, image.width, image.url, TILE_WIDTHS)}
      sizes="(min-width: 80rem) 19rem, (min-width: 40em) 25vw, 50vw"
      alt=""
      width={image.width}
      height={image.height}
    />
  );
}
