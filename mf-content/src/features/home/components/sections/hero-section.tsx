import { pickText } from '@archive/contracts/localised-text';
import { buildUrl } from '@archive/contracts/routes';
import type { HomeSection } from '@archive/contracts/site-options';
import { Link, useArchive } from '@archive/ui';
import { FormattedMessage } from 'react-intl';
import { sectionHeadingId } from '../../../../lib/section-wrapper';
import { siteTitle, useLocale } from '../../../../lib/site';
import { homeMessages } from '../../messages';

/** The page's h1: the site logo when there is one (its alt text names it), else the title. */
export function HeroSection({ section }: { section: HomeSection }) {
  const locale = useLocale();
  const options = useArchive((s) => s.siteOptions);
  const title = siteTitle(options, locale);
  const logo = options.logo?.url;
  const alt = pickText(options.logo?.alt, locale) || title;
  return (
    <div className="hero">
      <h1 id={sectionHeadingId(section)} className="hero-title">
        {logo ? <img className="hero-logo" src={logo} alt={alt} /> : title}
      </h1>
      <p className="hero-actions">
        <Link className="btn btn-primary" href={buildUrl('explore', {}, locale)}>
          <FormattedMessage {...homeMessages.heroExplore} />
        </Link>
      </p>
    </div>
  );
}
