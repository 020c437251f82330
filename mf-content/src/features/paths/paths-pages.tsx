import { StatusPage, useRoute } from '@archive/ui';
import { useShowLoading } from '@archive/ui/loading';
import { useIntl } from 'react-intl';
import { Loading } from '../../lib/content-page';
import { DocumentListPage } from '../../lib/document-list-page';
import { useDocument } from '../../lib/documents';
import { LoadError } from '../../lib/load-error';
import { PathWalk } from './components/path-walk';
import { pathsMessages } from './messages';

/** /percorsi (en: /stories): every guided path, newest first. */
export function PathsListPage() {
  const intl = useIntl();
  return (
    <DocumentListPage
      collection="paths"
      title={intl.formatMessage(pathsMessages.title)}
      itemRoute="pathsItem"
    />
  );
}

/** /percorsi/{slug}: the path's introduction, then its steps one at a time (?step=N). */
export function PathItemPage() {
  const { params, query } = useRoute();
  const { doc, error, notFound, isLoading, retry } = useDocument('paths', params.slug);
  const showLoading = useShowLoading(isLoading || (!doc && !error));
  if (!params.slug || notFound) return <StatusPage status={404} />;
  if (error) return <LoadError status={error.statusCode} onRetry={retry} />;
  if (showLoading || !doc) return <Loading shown={showLoading} />;
  const raw = Array.isArray(query.step) ? query.step[0] : query.step;
  const step = Number.parseInt(raw ?? '0', 10);
  return <PathWalk path={doc} step={Number.isFinite(step) ? step : 0} />;
}
