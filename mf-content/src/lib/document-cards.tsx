import { buildUrl } from '@archive/contracts/routes';
import { LazyImage, Link } from '@archive/ui';
import { FormattedMessage } from 'react-intl';
import { DateText } from './blocks/date-text';
import type { ContentView } from './documents';
import { libMessages } from './messages';
import { useLocale } from './site';

export type ItemRoute = 'newsItem' | 'institutesItem' | 'pathsItem';

/**
 * Cards of news, institutes or paths, each a link to its page: title, date, summary and cover.
 * `headingLevel` keeps the outline right (h2 on a list page, h3 inside a home section).
 */
export function DocumentCards({
  docs,
  route,
  headingLevel = 2,
}: {
  docs: readonly ContentView[];
  route: ItemRoute;
  headingLevel?: 2 | 3;
}) {
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (docs.length === 0)
    return (
      <p className="content-empty">
        <FormattedMessage {...libMessages.empty} />
      </p>
    );
  return (
    <ul className="document-cards">
      {docs.map((doc) => (
        <li key={doc.name}>
          <article className="document-card" data-doc={doc.name}>
            {doc.cover && <LazyImage className="document-card-cover" src={doc.cover} alt="" />}
            <Heading className="document-card-title">
              <Link href={buildUrl(route, { slug: doc.name }, locale)}>{doc.title}</Link>
            </Heading>
            {!doc.published && (
              <span className="badge">
                <FormattedMessage {...libMessages.draft} />
              </span>
            )}
            <DateText className="document-card-date" epochSeconds={doc.date} />
            {doc.summary && <p className="document-card-summary">{doc.summary}</p>}
          </article>
        </li>
      ))}
    </ul>
  );
}
