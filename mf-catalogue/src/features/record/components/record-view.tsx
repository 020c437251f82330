import type { Relation, Summary } from '@archive/contracts/catalogue';
import type { RecordResponse } from '@archive/contracts/catalogue-api';
import { isRecordTable } from '@archive/contracts/routes';
import { Link, useArchive } from '@archive/ui';
import { isSupportedVideo } from '@archive/ui/video-embed';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useCatalogueOptions, useLocale } from '../../../lib/catalogue-options';
import { PinButton } from '../../../lib/pin-button';
import { ScoreIcon } from '../../../lib/score-icon';
import { arrangeMetadata, extraFields, groupRelations, pickSummary, recordMedia } from '../arrange';
import { messages } from '../messages';
import { summaryFacts } from '../summary-facts';
import { summaryFieldsOf } from '../summary-fields';
import { ParentBreadcrumb } from './parent-breadcrumb';
import { QrButton } from './qr-button';
import { RecordMedia } from './record-media';
import { RecordMetadata } from './record-metadata';
import { RelatedRecords } from './related-records';
import { ShareButton } from './share-button';
import { Transcription } from './transcription';

interface Props {
  data: RecordResponse;
  relations: Relation[];
  summaries: Summary[];
  /** Link to the document viewer, when the site enables it and the record has page images. */
  viewerHref?: string;
  /** The hierarchy below this record (composed by the page). */
  hierarchy?: ReactNode;
  /** The map of its places (composed by the page). */
  places?: ReactNode;
}

/** Video links of the record: video_collegati and the richiediVideo field, YouTube/Vimeo only. */
const videoLinksOf = (data: RecordResponse) =>
  [...new Set(data.record.video_collegati ?? [])].filter((url) => isSupportedVideo(url));

export function RecordView({ data, relations, summaries, viewerHref, hierarchy, places }: Props) {
  const intl = useIntl();
  const locale = useLocale();
  const options = useCatalogueOptions();
  const siteOptions = useArchive((s) => s.siteOptions);
  const summaryFields = summaryFieldsOf(siteOptions);
  const { record, parents } = data;
  const summary = pickSummary(summaries, record.table, record.type, options.summaryType);
  const hide = options.richiediVideo ? [options.richiediVideo] : [];
  const arranged = arrangeMetadata(record.metadati, summary, hide);
  const main = arranged.main;
  // Fields the export carried beyond the contract follow the metadata the summary does not order.
  const other = [...arranged.other, ...extraFields(record)];
  const groups = groupRelations(relations, record.table, record.id, locale);
  const media = recordMedia(record);
  const videoRequest =
    options.richiediVideo && record.metadati.some((m) => m.fieldCode === options.richiediVideo)
      ? options.contactEmail
        ? `mailto:${options.contactEmail}?subject=${encodeURIComponent(
            intl.formatMessage(messages.videoRequestSubject, {
              label: record.preferred_label,
              id: record.id,
            }),
          )}`
        : undefined
      : undefined;
  return (
    <article className="record-page" data-record-id={record.id} data-table={record.table}>
      <ParentBreadcrumb parents={parents} current={record.preferred_label} />
      <header className="record-header">
        <h1>{record.preferred_label}</h1>
        <dl className="record-facts">
          <div>
            <dt>{intl.formatMessage(messages.type)}</dt>
            <dd>{record.type}</dd>
          </div>
          {record.dateDisplay && (
            <div>
              <dt>{intl.formatMessage(messages.date)}</dt>
              <dd>{record.dateDisplay}</dd>
            </div>
          )}
          {record.numero && (
            <div>
              <dt>{intl.formatMessage(messages.number)}</dt>
              <dd>{record.numero}</dd>
            </div>
          )}
          {summaryFacts(record.metadati, summaryFields, locale).map((fact) => (
            <div key={fact.code} data-summary-field={fact.code}>
              <dt>{fact.label}</dt>
              <dd>{fact.text}</dd>
            </div>
          ))}
        </dl>
        <div className="record-actions">
          <ScoreIcon score={record.scoreIcon} legend />
          {isRecordTable(record.table) && (
            <PinButton id={record.id} table={record.table} label={record.preferred_label} />
          )}
          <QrButton recordId={record.id} link={record.link} label={record.preferred_label} />
          <ShareButton link={record.link} label={record.preferred_label} />
          {viewerHref && (
            <Link href={viewerHref} className="btn">
              {intl.formatMessage(messages.viewer)}
            </Link>
          )}
          {videoRequest && (
            <a href={videoRequest} className="btn">
              {intl.formatMessage(messages.videoRequest)}
            </a>
          )}
        </div>
      </header>
      <div className="record-body">
        <RecordMedia media={media} videoLinks={videoLinksOf(data)} label={record.preferred_label} />
        <RecordMetadata main={main} other={other} />
      </div>
      {record.fulltext?.length ? (
        <Transcription
          pages={record.fulltext}
          table={record.table}
          id={record.id}
          viewer={Boolean(viewerHref)}
        />
      ) : null}
      {hierarchy}
      <RelatedRecords groups={groups} />
      {places}
    </article>
  );
}
