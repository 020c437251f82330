import { canEdit } from '@archive/contracts/access';
import type { DocumentCollection } from '@archive/contracts/documents';
import { buildUrl } from '@archive/contracts/routes';
import { Link, useArchive } from '@archive/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { watchAdminState } from '../../../lib/options-draft';
import { TextDraftStatus } from '../../../lib/text-draft-status';
import {
  ensureDocument,
  getTextDrafts,
  overwriteText,
  readText,
  subscribeTexts,
  type TextField,
  textKey,
  updateText,
} from '../../../lib/text-drafts';
import { sectionMessages as s } from '../../sections/messages';
import { documentMessages as m } from '../messages';

export interface DocumentInPlaceProps {
  collection: DocumentCollection;
  name: string;
}

/**
 * A document page (about, generic page, news item, institute, path) in edit mode: its title,
 * summary, text blocks and path steps become fields where they stand, saved with the user bar's
 * Save like the home's texts (lib/text-drafts.ts: the revision it was loaded at, 409 keeps my text
 * and offers to save over theirs). mf-content draws it in place of the article only while editing
 * (its own view, with its own messages, otherwise); it draws nothing outside edit mode.
 */
export function DocumentInPlace({ collection, name }: DocumentInPlaceProps) {
  const editing = useArchive((st) => st.admin.isEdit && canEdit(st.level));
  const locale = useArchive((st) => st.locale);
  // Save, and leaving edit mode (drafts dropped), are answered by the shared store watch.
  useEffect(() => watchAdminState(), []);
  useEffect(() => {
    if (editing) ensureDocument(collection, name, locale);
  }, [editing, collection, name, locale]);
  const drafts = useSyncExternalStore(subscribeTexts, getTextDrafts, getTextDrafts);
  if (!editing) return null;
  return (
    <DocumentFields
      collection={collection}
      name={name}
      draftKey={textKey(locale, name, collection)}
      drafts={drafts}
    />
  );
}

function DocumentFields({
  collection,
  name,
  draftKey,
  drafts,
}: {
  collection: DocumentCollection;
  name: string;
  draftKey: string;
  drafts: ReturnType<typeof getTextDrafts>;
}) {
  const intl = useIntl();
  const locale = useArchive((st) => st.locale);
  const draft = drafts[draftKey];
  if (!draft || draft.status === 'loading')
    return (
      <p className="admin-hint" aria-busy="true">
        {intl.formatMessage(s.textLoading)}
      </p>
    );
  if (draft.status === 'missing') return <p className="admin-hint">{intl.formatMessage(m.missing)}</p>;
  if (draft.status === 'error')
    return (
      <p className="admin-error" role="alert">
        {draft.error}
      </p>
    );
  const id = (field: TextField) => `doc-inplace-${String(field).replace(/\./g, '-')}`;
  const label = (field: TextField): string => {
    if (field === 'title') return intl.formatMessage(m.docTitle);
    if (field === 'summary') return intl.formatMessage(m.summary);
    if (typeof field === 'number') return intl.formatMessage(m.textBlock, { n: field + 1 });
    const [, step, part] = field.split('.');
    const n = Number(step) + 1;
    return intl.formatMessage(part === 'title' ? m.stepTitle : m.stepText, { n });
  };
  const blocks = Array.isArray(draft.data.blocks) ? (draft.data.blocks as { type?: string }[]) : [];
  const hasOtherBlocks = blocks.some((b) => b.type !== 'text');
  const title = readText(draft.data, 'title');
  return (
    <article className={`content-page content-${collection} document-inplace`} data-doc={name} data-editing>
      <h1>{title || name}</h1>
      <p className="admin-hint">{intl.formatMessage(m.inPlaceIntro)}</p>
      {draft.fields.map((field) => {
        const long = field !== 'title' && !(typeof field === 'string' && field.endsWith('.title'));
        const html = typeof field === 'number' || (typeof field === 'string' && field.endsWith('.text'));
        return (
          <div key={field} className="admin-field">
            <label htmlFor={id(field)}>{label(field)}</label>
            {long ? (
              <textarea
                id={id(field)}
                rows={html ? 8 : 3}
                className={html ? 'admin-code' : undefined}
                value={readText(draft.data, field)}
                onChange={(e) => updateText(locale, name, field, e.currentTarget.value, collection)}
              />
            ) : (
              <input
                id={id(field)}
                value={readText(draft.data, field)}
                onChange={(e) => updateText(locale, name, field, e.currentTarget.value, collection)}
              />
            )}
          </div>
        );
      })}
      {hasOtherBlocks && (
        <p className="admin-hint">
          <Link href={buildUrl('settings.contents', {}, locale)}>{intl.formatMessage(m.otherBlocks)}</Link>
        </p>
      )}
      <TextDraftStatus
        draft={draft}
        saved={intl.formatMessage(m.saved)}
        kept={intl.formatMessage(s.textKept)}
        overwrite={intl.formatMessage(s.textOverwrite)}
        onOverwrite={() => overwriteText(locale, name, collection)}
      />
    </article>
  );
}
