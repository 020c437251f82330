import { StatusPage, useRoute } from '@archive/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { ContentPage } from '../../lib/content-page';
import { DocumentListPage } from '../../lib/document-list-page';
import type { ContentView } from '../../lib/documents';
import { useSiteFlags } from '../../lib/site';
import { institutesMessages as m } from './messages';

/** /istituti and /istituti/{slug}, only when the site profile has the institutes bit (4). */
export function InstitutesListPage() {
  const intl = useIntl();
  if (!useSiteFlags().institutes) return <StatusPage status="not-accessible" />;
  return (
    <DocumentListPage
      collection="institutes"
      title={intl.formatMessage(m.title)}
      itemRoute="institutesItem"
      sort="title"
    />
  );
}

export function InstitutesItemPage() {
  const { params } = useRoute();
  if (!useSiteFlags().institutes) return <StatusPage status="not-accessible" />;
  return (
    <ContentPage
      key={params.slug}
      collection="institutes"
      name={params.slug}
      back={{ route: 'institutesList', label: <FormattedMessage {...m.back} /> }}
      aside={(doc) => <InstituteContacts doc={doc} />}
    />
  );
}

/** An institute's own address, phone, email and opening hours. */
function InstituteContacts({ doc }: { doc: ContentView }) {
  if (!doc.email && !doc.phone && !doc.address && !doc.hours) return null;
  return (
    <aside className="institute-contacts" aria-labelledby="institute-contacts-title">
      <h2 id="institute-contacts-title">
        <FormattedMessage {...m.contacts} />
      </h2>
      <dl>
        {doc.address && (
          <>
            <dt>
              <FormattedMessage {...m.address} />
            </dt>
            <dd className="institute-multiline">{doc.address}</dd>
          </>
        )}
        {doc.hours && (
          <>
            <dt>
              <FormattedMessage {...m.hours} />
            </dt>
            <dd className="institute-multiline">{doc.hours}</dd>
          </>
        )}
        {doc.phone && (
          <>
            <dt>
              <FormattedMessage {...m.phone} />
            </dt>
            <dd>
              <a href={`tel:${doc.phone.replace(/[^\d+]/g, '')}`}>{doc.phone}</a>
            </dd>
          </>
        )}
        {doc.email && (
          <>
            <dt>
              <FormattedMessage {...m.email} />
            </dt>
            <dd>
              <a href={`mailto:${doc.email}`}>{doc.email}</a>
            </dd>
          </>
        )}
      </dl>
    </aside>
  );
}
