import type { RecordResponse } from '@archive/contracts/catalogue-api';
import { DEFAULT_LOCALE } from '@archive/contracts/locales';
import { recordJsonLd } from '@archive/contracts/seo/record-json-ld';
import { useArchive } from '@archive/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../lib/catalogue-options';
import { manifestHref } from '../../../lib/iiif';
import { archivalReference, chicagoCitation, recordCreator } from '../citation';
import { messages } from '../messages';

/** The gateway's Dublin Core download of a record (routes/api/public/catalogue/record-dc.ts). */
export const dublinCoreHref = (table: string, id: string, locale: string) =>
  `/api/public/catalogue/record/${table}/${id}/dc.xml${locale === DEFAULT_LOCALE ? '' : `?locale=${locale}`}`;

/** Saves text as a file: called from a click only (it touches the document). */
function download(text: string, type: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Cite and export a record: copy a Chicago-style citation, download it as schema.org JSON-LD (the
 * page head's own recordJsonLd) or Dublin Core XML, and the IIIF manifest when it has images. The
 * page draws the same on the server and in the browser: the URL, the accessed date and the
 * clipboard are read in the click handlers.
 */
export function RecordExport({ data, hasImages }: { data: RecordResponse; hasImages: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const site = useArchive((s) => s.siteOptions?.title);
  const [status, setStatus] = useState<{ copied: boolean; text?: string } | undefined>();
  const { record, parents } = data;

  const copy = async () => {
    const text = chicagoCitation({
      creator: recordCreator(record),
      title: record.preferred_label,
      date: record.dateDisplay,
      reference: archivalReference(record, parents, (number) =>
        intl.formatMessage(messages.citeNumber, { number }),
      ),
      site: typeof site === 'string' ? site : undefined,
      url: new URL(record.link, window.location.origin).href,
      accessed: intl.formatMessage(messages.accessed, {
        date: intl.formatDate(new Date(), { day: 'numeric', month: 'long', year: 'numeric' }),
      }),
    });
    try {
      await navigator.clipboard.writeText(text);
      setStatus({ copied: true, text });
    } catch {
      setStatus({ copied: false, text });
    }
  };
  const jsonLd = () => {
    const doc = recordJsonLd(record, { locale, publicUrl: window.location.origin, parents });
    download(JSON.stringify(doc, null, 2), 'application/ld+json', `${record.table}-${record.id}.jsonld`);
  };

  return (
    <section className="record-export" aria-labelledby="record-export-title">
      <h2 id="record-export-title">{intl.formatMessage(messages.exportTitle)}</h2>
      <div className="record-actions">
        <button type="button" className="btn" onClick={() => void copy()}>
          {intl.formatMessage(messages.citeCopy)}
        </button>
        <button type="button" className="btn" onClick={jsonLd}>
          {intl.formatMessage(messages.jsonLd)}
        </button>
        <a className="btn" href={dublinCoreHref(record.table, record.id, locale)} download>
          {intl.formatMessage(messages.dublinCore)}
        </a>
        {hasImages && (
          <a
            className="btn iiif-link"
            href={manifestHref(record.table, record.id)}
            type="application/ld+json"
            aria-label={intl.formatMessage(messages.manifestLabel)}
          >
            {intl.formatMessage(messages.manifest)}
          </a>
        )}
      </div>
      <p role="status" className="record-export-status">
        {status?.copied ? intl.formatMessage(messages.citeCopied) : null}
        {status && !status.copied ? intl.formatMessage(messages.citeCopyFailed) : null}
      </p>
      {/* Shown once copied too: the reader sees what went to the clipboard. */}
      {status?.text && <p className="record-citation">{status.text}</p>}
    </section>
  );
}
