import { StatusPage, useRoute } from '@archive/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { ContentPage } from '../../lib/content-page';
import { DocumentListPage } from '../../lib/document-list-page';
import { useSiteFlags } from '../../lib/site';
import { newsMessages } from './messages';

/**
 * /news and /news/{slug}, only when the site profile has the news bit (2). The shell already shows
 * the not-accessible page instead of mounting us; this guard covers options changed while we are
 * on screen.
 */
export function NewsListPage() {
  const intl = useIntl();
  if (!useSiteFlags().news) return <StatusPage status="not-accessible" />;
  return (
    <DocumentListPage collection="news" title={intl.formatMessage(newsMessages.title)} itemRoute="newsItem" />
  );
}

export function NewsItemPage() {
  const { params } = useRoute();
  if (!useSiteFlags().news) return <StatusPage status="not-accessible" />;
  return (
    <ContentPage
      key={params.slug}
      collection="news"
      name={params.slug}
      back={{ route: 'newsList', label: <FormattedMessage {...newsMessages.back} /> }}
    />
  );
}
