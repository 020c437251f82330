import type { CatalogueTable } from '@archive/contracts/catalogue';
import { SHUFFLE_DEFAULT_COUNT } from '@archive/contracts/constants';
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
              <LazyImage src={item.image.url} alt="" width={item.image.width} height={item.image.height} />
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
