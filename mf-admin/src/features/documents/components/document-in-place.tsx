import { canEdit } from '@archive/contracts/access';
import type { DocumentCollection } from '@archive/contracts/documents';
import { useArchive } from '@archive/ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { JsonRecord } from '../../../lib/object-path';
import { watchAdminState } from '../../../lib/options-draft';
import { TextDraftStatus } from '../../../lib/text-draft-status';
import {
  ensureDocument,
  getTextDrafts,
  newItemId,
  overwriteText,
  readText,
  reapplyText,
  subscribeTexts,
  textKey,
  updateDocument,
  updateText,
} from '../../../lib/text-drafts';
import { sectionMessages as s } from '../../sections/messages';
import { documentConflictWords } from '../conflict-words';
import { documentMessages as m } from '../messages';
import '../../../lib/in-place-fields.css';
import './document-in-place.css';
import { type AddableBlock, AddBlockMenu } from './add-block-menu';
import { BlockBody, type DraftBlock } from './block-body';
import { DocumentMetaFields } from './document-meta-fields';
import { FramedList } from './framed-list';
import { InstituteContactFields } from './institute-contact-fields';
import { type DraftStop, PathStops } from './path-stops';

export interface DocumentInPlaceProps {
  collection: DocumentCollection;
  name: string;
}

/**
 * A document page (about, generic page, news item, institute, path) in edit mode, edited like the
 * home: the page keeps its look (the visitor's classes) and every part is edited where it stands:
 * the title, published or draft, date and cover (news, institutes, paths), an institute's
 * address, phone, email and opening hours, the summary, and the
 * blocks (and a path's stops) each in the home's section wrapper (drag, ↑/↓, visibility, colours,
 * Elimina), texts in the rich-text editor, 'Aggiungi un blocco' (text, image, video, gallery).
 * Saved with the user bar's Save like the home's texts (lib/text-drafts.ts: the revision it was
 * loaded at; a 409 keeps my edits and shows the home's conflict panel: what they changed, then
 * "Riapplica le mie modifiche" and Salva, or save over theirs knowingly). mf-content draws it in place of
 * the article only while editing; it draws nothing outside edit mode.
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
  const [announcement, announce] = useState('');
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
  const edit = (change: (data: JsonRecord) => JsonRecord) => updateDocument(locale, name, collection, change);
  const blocks = (Array.isArray(draft.data.blocks) ? (draft.data.blocks as DraftBlock[]) : []).map((b) => ({
    ...b,
    visible: b.visible !== false,
  }));
  const setBlocks = (next: DraftBlock[]) => edit((d) => ({ ...d, blocks: next }));
  const typeName = (type: string) =>
    `blockType.${type}` in m ? intl.formatMessage(m[`blockType.${type}` as keyof typeof m]) : type;
  const nameOf = (b: DraftBlock, i: number) =>
    intl.formatMessage(m.blockName, { n: i + 1, type: typeName(b.type) });
  const title = readText(draft.data, 'title');
  return (
    <article className={`content-page content-${collection} document-inplace`} data-doc={name} data-editing>
      <header className="content-header">
        <h1 className="inplace-heading">
          <input
            className="inplace-title"
            aria-label={intl.formatMessage(m.docTitle)}
            value={title}
            onChange={(e) => updateText(locale, name, 'title', e.currentTarget.value, collection)}
          />
        </h1>
        <DocumentMetaFields collection={collection} data={draft.data} onChange={edit} />
        <textarea
          className="content-summary inplace-summary"
          aria-label={intl.formatMessage(m.summary)}
          rows={2}
          value={readText(draft.data, 'summary')}
          onChange={(e) => updateText(locale, name, 'summary', e.currentTarget.value, collection)}
        />
      </header>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className="content-blocks">
        <FramedList<DraftBlock>
          items={blocks}
          nameOf={nameOf}
          onChange={setBlocks}
          locale={locale}
          announce={announce}
          focusAfterLast="[data-add-block]"
          renderBody={(block, i) => (
            <BlockBody
              block={block}
              name={nameOf(block, i)}
              locale={locale}
              onValue={(value) => setBlocks(blocks.map((b) => (b.id === block.id ? { ...b, value } : b)))}
            />
          )}
        />
      </div>
      <AddBlockMenu
        onAdd={(type) => {
          const block: DraftBlock = { id: newItemId(), type, value: EMPTY_VALUE[type], visible: true };
          setBlocks([...blocks, block]);
          announce(intl.formatMessage(m.added, { name: nameOf(block, blocks.length) }));
          focusNewBlock(block.id);
        }}
      />
      {collection === 'institutes' && <InstituteContactFields data={draft.data} onChange={edit} />}
      {collection === 'paths' && (
        <PathStops
          stops={(Array.isArray(draft.data.steps) ? (draft.data.steps as DraftStop[]) : []).map((st) => ({
            ...st,
            visible: st.visible !== false,
          }))}
          locale={locale}
          onChange={(steps) => edit((d) => ({ ...d, steps }))}
          announce={announce}
        />
      )}
      <TextDraftStatus
        draft={draft}
        saved={intl.formatMessage(m.saved)}
        kept={intl.formatMessage(s.textKept)}
        overwrite={intl.formatMessage(s.textOverwrite)}
        onOverwrite={() => overwriteText(locale, name, collection)}
        // Issue 25: the home's panel, with this page's names for its fields, blocks and stops.
        panel={{
          onReapply: () => reapplyText(locale, name, collection),
          words: documentConflictWords(intl),
        }}
      />
    </article>
  );
}

/**
 * The new block's field takes the focus, ready to be filled: a text's editable area (not its
 * toolbar), else its first input or button. The editor mounts after a render or two: try for a
 * few frames.
 */
function focusNewBlock(id: string, frames = 60): void {
  requestAnimationFrame(() => {
    const body = document.querySelector(`[data-section-id="${CSS.escape(id)}"] .section-body`);
    const target = body?.querySelector<HTMLElement>('[contenteditable="true"], input, button');
    const editable = body?.querySelector<HTMLElement>('[contenteditable="true"]');
    if (editable) editable.focus();
    else if (target && !body?.querySelector('.rich-text, [aria-busy]')) target.focus();
    else if (frames > 0) focusNewBlock(id, frames - 1);
  });
}

/** What a new block starts with (an empty one is dropped on save, like an empty row). */
const EMPTY_VALUE: Record<AddableBlock, unknown> = {
  text: '',
  image: { url: '', alt: '' },
  video: { url: '' },
  gallery: [],
};
