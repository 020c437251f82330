import { catalogueRecordCall } from '@archive/contracts/catalogue-endpoints';
import { isRecordId, isRecordTable, type RecordTable } from '@archive/contracts/routes';
import { Link, StatusPage, statusOfError, useCall, useHydrated, useRoute } from '@archive/ui';
import { useIntl } from 'react-intl';
import { ContactForm } from '../../lib/forms/contact-form';
import { useDocumentTitle } from '../../lib/use-document-title';
import { contactMessages } from './messages';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The contact page (/contatti, en /contact; linked from the footer): the contact or access request
 * form, mailed to the site's contacts and kept in the content store by the gateway. Record pages link
 * here with `?tabella=<table>&id=<id>`: the form then asks access to, or a reproduction of, that record,
 * prefilled with its title and link (read from the catalogue, never from the URL, so a crafted link
 * cannot put words in the visitor's mouth).
 */
export default function ContactPage() {
  const intl = useIntl();
  const route = useRoute();
  const table = first(route.query.tabella) ?? 'ca_objects';
  const id = first(route.query.id);
  const about =
    id && isRecordId(id) && isRecordTable(table) ? { table: table as RecordTable, id } : undefined;
  const { data, error, mutate } = useCall(about ? catalogueRecordCall : null, about);
  const title = intl.formatMessage(about ? contactMessages.requestTitle : contactMessages.title);
  useDocumentTitle(title);
  // The link in the prefilled text is absolute once the page runs in the browser (the server knows
  // only the path; the first browser render must draw what the server drew).
  const origin = useHydrated() ? window.location.origin : '';

  if (about && error)
    return (
      <StatusPage
        status={error.statusCode === 404 ? 404 : statusOfError(error)}
        onRetry={error.statusCode === 404 ? undefined : () => void mutate()}
      />
    );
  const record = data?.record;
  return (
    <div className="content-page contact-page" data-contact-page>
      <h1>{title}</h1>
      {record && (
        <p>
          <Link href={record.link}>{intl.formatMessage(contactMessages.backToRecord)}</Link>
        </p>
      )}
      {about && !record ? (
        <p role="status" aria-busy="true" className="contact-loading" />
      ) : record && about ? (
        <ContactForm
          kind="access"
          record={{ table: about.table, id: record.id, label: record.preferred_label }}
          prefill={intl.formatMessage(contactMessages.prefill, {
            label: record.preferred_label,
            link: origin + record.link,
          })}
        />
      ) : (
        <ContactForm kind="contact" />
      )}
    </div>
  );
}
