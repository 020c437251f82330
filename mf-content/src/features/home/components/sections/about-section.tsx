import { buildUrl } from '@archive/contracts/routes';
import type { HomeSection } from '@archive/contracts/site-options';
import { Link } from '@archive/ui';
import { FormattedMessage } from 'react-intl';
import { SafeHtml } from '../../../../lib/blocks/safe-html';
import { useDocument } from '../../../../lib/documents';
import { sectionHeadingId } from '../../../../lib/section-wrapper';
import { useLocale } from '../../../../lib/site';
import { homeMessages } from '../../messages';

/** The about page in short: its title, summary (or first text block) and a link to it. */
export function AboutSection({ section }: { section: HomeSection }) {
  const locale = useLocale();
  const { doc } = useDocument('pages', 'about');
  const firstText = doc?.blocks.find((b) => b.type === 'text');
  return (
    <div className="about-teaser">
      <h2 id={sectionHeadingId(section)}>
        {doc?.title ?? <FormattedMessage {...homeMessages.aboutTitle} />}
      </h2>
      {doc?.summary ? (
        <p>{doc.summary}</p>
      ) : (
        firstText?.type === 'text' && <SafeHtml html={firstText.value} />
      )}
      <p>
        <Link className="btn" href={buildUrl('page', { slug: 'about' }, locale)}>
          <FormattedMessage {...homeMessages.aboutMore} />
        </Link>
      </p>
    </div>
  );
}
