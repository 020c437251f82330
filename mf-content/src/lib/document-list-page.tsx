import type { DocumentCollection } from '@archive/contracts/documents';
import { useShowLoading } from '@archive/ui/loading';
import { Loading } from './content-page';
import { DocumentCards, type ItemRoute } from './document-cards';
import { byDateDesc, useDocuments } from './documents';
import { LoadError } from './load-error';
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
      {showLoading || !docs ? (
        <Loading shown={showLoading} />
      ) : (
        <DocumentCards docs={sorted} route={itemRoute} />
      )}
    </section>
  );
}
