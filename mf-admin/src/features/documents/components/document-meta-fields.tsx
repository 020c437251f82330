import type { DocumentCollection } from '@archive/contracts/documents';
import { Switch } from '@archive/ui/controls';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { UploadControl } from '../../../lib/components/upload-control';
import type { JsonRecord } from '../../../lib/object-path';
import { documentMessages as m } from '../messages';

/** The date field shows the stored day (epoch seconds, midnight UTC) as the visitor's page does. */
const dayOf = (seconds: unknown): string =>
  typeof seconds === 'number' && Number.isFinite(seconds)
    ? new Date(seconds * 1000).toISOString().slice(0, 10)
    : '';
const secondsOf = (day: string): number | undefined => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) ? Math.round(ms / 1000) : undefined;
};

/** Collections whose items carry a date and a cover image in lists (news, institutes, paths). */
const DATED: readonly DocumentCollection[] = ['news', 'institutes', 'paths'];

/**
 * Published or draft (every document), and for news, institutes and paths their date and cover
 * image, edited where the page shows them (under the title).
 */
export function DocumentMetaFields({
  collection,
  data,
  onChange,
}: {
  collection: DocumentCollection;
  data: JsonRecord;
  onChange: (patch: (data: JsonRecord) => JsonRecord) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const published = data.published !== false;
  const cover = typeof data.cover === 'string' ? data.cover : '';
  return (
    <div className="document-meta" data-document-meta>
      <div className="document-meta-state">
        <Switch
          checked={published}
          onChange={(on) => onChange((d) => ({ ...d, published: on }))}
          label={intl.formatMessage(m.published)}
        />
        {!published && <span className="section-badge">{intl.formatMessage(m.draft)}</span>}
      </div>
      {DATED.includes(collection) && (
        <>
          <div className="admin-field content-date">
            <label htmlFor={`${id}-date`}>{intl.formatMessage(m.date)}</label>
            <input
              id={`${id}-date`}
              type="date"
              value={dayOf(data.date)}
              onChange={(e) => {
                const date = secondsOf(e.currentTarget.value);
                onChange(({ date: _old, ...rest }) => (date === undefined ? rest : { ...rest, date }));
              }}
            />
          </div>
          <div className="admin-field document-cover">
            <span>{intl.formatMessage(m.cover)}</span>
            {cover && <img src={cover} alt="" className="document-cover-preview" />}
            <UploadControl
              kind="image"
              label={intl.formatMessage(m.cover)}
              onUploaded={(url) => onChange((d) => ({ ...d, cover: url }))}
            />
            {cover && (
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => onChange(({ cover: _old, ...rest }) => rest)}
              >
                {intl.formatMessage(m.coverRemove)}
              </button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
