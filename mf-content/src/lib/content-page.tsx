import type { DocumentCollection } from '@archive/contracts/documents';
import { pickText } from '@archive/contracts/localised-text';
import { buildUrl, type PathRouteName } from '@archive/contracts/routes';
import { Link, StatusPage, useArchive, useRoute } from '@archive/ui';
import { useShowLoading } from '@archive/ui/loading';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ContentBlocks } from './blocks/content-blocks';
import { DateText } from './blocks/date-text';
import { type ContentView, useDocument } from './documents';
import { EditableDocument } from './editable-document';
import { LoadError } from './load-error';
import { libMessages } from './messages';
import { useLocale } from './site';
import { useDocumentTitle } from './use-document-title';

/** A page's loading state: its text only when `shown` (useShowLoading: after 200 ms, for 200 ms at least). */
export function Loading({ shown = true }: { shown?: boolean }) {
  return (
    <p className="screen-loading" aria-busy="true">
      {shown && <FormattedMessage {...libMessages.loading} />}
    </p>
  );
}

/**
 * One content document as a page: h1 title, date, summary and blocks; the 404 page when it does
 * not exist. `aside` adds what a kind of document carries besides (an institute's contacts),
 * `back` a link to its list.
 */
export function ContentPage({
  collection,
  name,
  back,
  aside,
}: {
  collection: DocumentCollection;
  name: string | undefined;
  back?: { route: PathRouteName; label: ReactNode };
  aside?: (doc: ContentView) => ReactNode;
}) {
  const { doc, error, notFound, isLoading, retry } = useDocument(collection, name);
  const showLoading = useShowLoading(isLoading || (!doc && !error));
  if (!name || notFound) return <StatusPage status={404} />;
  if (error) return <LoadError status={error.statusCode} onRetry={retry} />;
  if (showLoading || !doc) return <Loading shown={showLoading} />;
  return <ContentArticle doc={doc} back={back} aside={aside} />;
}

export function ContentArticle({
  doc,
  back,
  aside,
}: {
  doc: ContentView;
  back?: { route: PathRouteName; label: ReactNode };
  aside?: (doc: ContentView) => ReactNode;
}) {
  const locale = useLocale();
  const route = useRoute();
  const siteName = useArchive((s) => pickText(s.siteOptions.title, s.locale));
  useDocumentTitle(doc.title, () => ({
    description: doc.summary,
    image: doc.cover,
    ...(doc.collection === 'news'
      ? {
          type: 'article' as const,
          schema: [
            {
              kind: 'news' as const,
              path: buildUrl('newsItem', route.params, locale),
              title: doc.title,
              date: doc.date,
              summary: doc.summary,
              cover: doc.cover,
              siteName,
            },
          ],
        }
      : {}),
  }));

  return (
    <EditableDocument collection={doc.collection} name={doc.name}>
      <article className={`content-page content-${doc.collection}`} data-doc={doc.name}>
        {back && (
          <p className="content-back">
            <Link href={buildUrl(back.route, {}, locale)}>{back.label}</Link>
          </p>
        )}
        <header className="content-header">
          <h1>{doc.title}</h1>
          <DateText className="content-date" epochSeconds={doc.date} />
          {doc.summary && <p className="content-summary">{doc.summary}</p>}
        </header>
        <ContentBlocks blocks={doc.blocks} />
        {aside?.(doc)}
      </article>
    </EditableDocument>
  );
}
