import type { DocumentCollection } from '@archive/contracts/documents';
import { buildUrl } from '@archive/contracts/routes';
import { Link } from '@archive/ui';
import { useShowLoading } from '@archive/ui/loading';
import { useIntl } from 'react-intl';
import { Loading } from './content-page';
import { DocumentCards, type ItemRoute } from './document-cards';
import { byDateDesc, useDocuments } from './documents';
import { LoadError } from './load-error';
import { libMessages } from './messages';
import { useIsEditor, useLocale } from './site';
import { useDocumentTitle } from './use-document-title';

/**
 * A list page (news, institutes, paths): h1 and the cards, newest first (institutes by name).
 */
export function DocumentListPage({
  collection,
  title,
  itemRoute,
  sort = 'date',
}: {
  collection: DocumentCollection;
  title: string;
  itemRoute: ItemRoute;
  sort?: 'date' | 'title';
}) {
  useDocumentTitle(title);
  const intl = useIntl();
  const editor = useIsEditor();
  const locale = useLocale();
  const { docs, error, isLoading, retry } = useDocuments(collection, 200);
  const showLoading = useShowLoading(isLoading || (!docs && !error));
  const sorted = docs
    ? [...docs].sort(sort === 'date' ? byDateDesc : (a, b) => a.title.localeCompare(b.title))
    : [];
  // A failed list is the error page (its own h1), not a second heading under the list's.
  if (error) return <LoadError status={error.statusCode} onRetry={retry} />;
  return (
    <section className={`list-page list-${collection}`} aria-labelledby={`list-${collection}-title`}>
      <h1 id={`list-${collection}-title`}>{title}</h1>
      {editor && (
        // Managers create an item of this list where documents are created (it opens unpublished).
        <p className="list-new">
          <Link className="btn" href={buildUrl('settings.contents', {}, locale, { nuovo: collection })}>
            {intl.formatMessage(libMessages.newItem)}
          </Link>
        </p>
      )}
      {showLoading || !docs ? (
        <Loading shown={showLoading} />
      ) : (
        <DocumentCards docs={sorted} route={itemRoute} />
      )}
    </section>
  );
}
