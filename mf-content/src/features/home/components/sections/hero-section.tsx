import { catalogueRandomImagesCall } from '@archive/contracts/catalogue-endpoints';
import { iiifIdentifierOf, iiifSrcSet } from '@archive/contracts/iiif-derivatives';
import type { Locale } from '@archive/contracts/locales';
import { pickText } from '@archive/contracts/localised-text';
import { buildUrl, safeRecordLink } from '@archive/contracts/routes';
import type { HomeSection } from '@archive/contracts/site-options';
import { Link, type SiteOptions, useArchive, useCall, usePageHead } from '@archive/ui';
import { FormattedMessage } from 'react-intl';
import { sectionHeadingId } from '../../../../lib/section-wrapper';
import { siteTitle, useLocale } from '../../../../lib/site';
import { homeMessages } from '../../messages';
import { SearchBox } from './search-box';

/**
 * The first screen: the page's h1 (the site logo when there is one, its alt text naming it, else
 * the title), a line saying what the archive holds, the search box, the explore link and the one
 * curated path the site leads with (`heroPath`), beside a picture from the collection
 * (`heroImage`, linked to its record). The picture is the page's largest element on arrival (its
 * LCP): responsive copies from the IIIF Image API, a high fetch priority, and its box reserved by
 * width and height so nothing moves when it arrives. A site that has chosen no picture shows one
 * from its catalogue (the same one on every visit, so the cached page and the next render agree);
 * a catalogue without pictures leaves the coloured band.
 */
export function HeroSection({ section }: { section: HomeSection }) {
  const locale = useLocale();
  const options = useArchive((s) => s.siteOptions);
  const title = siteTitle(options, locale);
  const logo = options.logo?.url;
  const alt = pickText(options.logo?.alt, locale) || title;
  const chosen = options.heroImage?.url ? options.heroImage : undefined;
  const fromCatalogue = useCatalogueHero(!chosen);
  const image = chosen ?? fromCatalogue;
  const path = options.heroPath?.slug ? options.heroPath : undefined;
  const pathTitle = path ? pickText(path.title, locale) : '';
  return (
    <div className={image ? 'hero has-image' : 'hero'}>
      <div className="hero-text">
        <h1 id={sectionHeadingId(section)} className="hero-title">
          {logo ? <img className="hero-logo" src={logo} alt={alt} /> : title}
        </h1>
        <p className="hero-lead">
          <FormattedMessage {...homeMessages.heroLead} />
        </p>
        <SearchBox className="search-teaser-form hero-search" />
        <ul className="hero-actions">
          {path && (
            <li>
              <Link
                className="btn btn-primary hero-path"
                href={buildUrl('pathsItem', { slug: path.slug ?? '' }, locale)}
              >
                {pathTitle ? (
                  <FormattedMessage {...homeMessages.heroPath} values={{ title: pathTitle }} />
                ) : (
                  <FormattedMessage {...homeMessages.heroPathUntitled} />
                )}
              </Link>
            </li>
          )}
          <li>
            <Link className="btn hero-explore" href={buildUrl('explore', {}, locale)}>
              <FormattedMessage {...homeMessages.heroExplore} />
            </Link>
          </li>
        </ul>
      </div>
      {image && <HeroImage image={image} locale={locale} />}
    </div>
  );
}

type Image = NonNullable<SiteOptions['heroImage']>;

/** Any fixed seed: the catalogue's pick for it is stable until the catalogue changes. */
const CATALOGUE_HERO_SEED = 7;

/** A public picture of the catalogue for the hero when the site has chosen none (else no call). */
function useCatalogueHero(wanted: boolean): Image | undefined {
  const { data } = useCall(
    wanted ? catalogueRandomImagesCall : null,
    { count: 1, orientation: 'horizontal', seed: CATALOGUE_HERO_SEED },
    { revalidateIfStale: false },
  );
  const pick = data?.data[0];
  if (!pick) return undefined;
  // Cut from the original when the site holds it (the record's size may be the original's, wider
  // than the large copy: a copy asked of the large one could be refused as an upscale).
  const original = pick.image.original;
  return {
    url: original && iiifIdentifierOf(original) ? original : (pick.image.large ?? pick.image.url),
    width: pick.image.width,
    height: pick.image.height,
    alt: pick.preferred_label,
    record: { table: pick.table, id: pick.id },
  };
}

/**
 * The copies' widths: steps close enough that a phone takes little more than it shows (a 412 px
 * screen at 1.75x shows 663 px and takes the 720 copy; the general steps gave it 800), up to a
 * laptop's half at 2x.
 */
export const HERO_WIDTHS = [400, 560, 720, 960, 1280, 1600, 2000] as const;

/**
 * What the picture is drawn at: the page's width less its gutters on a phone (the gutter is 4vw
 * there: 92vw), one of two columns from 56rem (about 45vw), at most 39rem on the 80rem page.
 */
export const HERO_SIZES = '(min-width: 80rem) 39rem, (min-width: 56rem) 45vw, 92vw';

function HeroImage({ image, locale }: { image: Image; locale: Locale }) {
  const alt = pickText(image.alt, locale);
  const responsive = iiifSrcSet(image.url, image.width, HERO_WIDTHS);
  const src = responsive?.src ?? image.url;
  // Named in the head, before the styles and fonts: the browser asks for the picture with the
  // page's first requests instead of once its parser reaches the <img> (server render only).
  usePageHead(() =>
    src ? { preloadImage: { href: src, srcSet: responsive?.srcSet, sizes: HERO_SIZES } } : null,
  );
  const link =
    image.record?.table && image.record.id
      ? safeRecordLink(image.record.table, image.record.id, alt, locale)
      : undefined;
  const picture = (
    <img
      className="hero-image"
      src={src}
      srcSet={responsive?.srcSet}
      sizes={HERO_SIZES}
      width={image.width}
      height={image.height}
      alt={alt}
      // The page's largest paint: asked for first, never lazy, decoded with the frame that shows it.
      // React 18 does not know the attribute's camel-case name: passed as written in HTML.
      {...{ fetchpriority: 'high' }}
    />
  );
  return (
    <figure className="hero-figure">
      {picture}
      {alt && <figcaption>{link ? <Link href={link}>{alt}</Link> : alt}</figcaption>}
    </figure>
  );
}
