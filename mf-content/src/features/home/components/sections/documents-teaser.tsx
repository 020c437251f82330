import { buildUrl } from '@archive/contracts/routes';
import type { HomeSection } from '@archive/contracts/site-options';
import { Link } from '@archive/ui';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { DocumentCards } from '../../../../lib/document-cards';
import { byDateDesc, useDocuments } from '../../../../lib/documents';
import { libMessages } from '../../../../lib/messages';
import { sectionHeadingId } from '../../../../lib/section-wrapper';
import { useLocale } from '../../../../lib/site';
import { homeMessages } from '../../messages';

const KINDS = {
  news: { all: homeMessages.newsAll, list: 'newsList', item: 'newsItem' },
  paths: { all: homeMessages.pathsAll, list: 'pathsList', item: 'pathsItem' },
  institutes: {
    all: homeMessages.institutesAll,
    list: 'institutesList',
    item: 'institutesItem',
  },
} as const;

/**
 * The latest three news, paths or institutes and a link to the whole list. `title` is the heading,
 * given by the caller, which draws the same one while this component's chunk is on its way.
 */
export function DocumentsTeaser({
  section,
  collection,
  title,
}: {
  section: HomeSection;
  collection: keyof typeof KINDS;
  title: MessageDescriptor;
}) {
  const locale = useLocale();
  const kind = KINDS[collection];
  const { docs, isLoading } = useDocuments(collection, 50);
  const latest = docs ? [...docs].sort(byDateDesc).slice(0, 3) : [];
  return (
    <div className={`documents-teaser documents-teaser-${collection}`}>
      <h2 id={sectionHeadingId(section)}>
        <FormattedMessage {...title} />
      </h2>
      {isLoading ? (
        <p className="section-loading" aria-busy="true">
          <FormattedMessage {...libMessages.loading} />
        </p>
      ) : (
        <DocumentCards docs={latest} route={kind.item} headingLevel={3} />
      )}
      <p>
        <Link className="btn" href={buildUrl(kind.list, {}, locale)}>
          <FormattedMessage {...kind.all} />
        </Link>
      </p>
    </div>
  );
}
