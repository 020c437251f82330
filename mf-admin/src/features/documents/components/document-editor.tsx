import type { DocumentCollection } from '@archive/contracts/documents';
import { t } from '@archive/contracts/messages';
import { checkTitle, isAcceptedVideoUrl } from '@archive/contracts/validation';
import { useArchive } from '@archive/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConflictPanel } from '../../../lib/components/conflict-panel';
import { FormActions } from '../../../lib/components/form-actions';
import { UploadControl } from '../../../lib/components/upload-control';
import { changedKeys, type JsonRecord } from '../../../lib/object-path';
import { reapply } from '../../../lib/reapply-changes';
import { RichTextField } from '../../../lib/rich-text/rich-text-field';
import { type Block, hasContent, saveDocument } from '../../../lib/save-document';
import { withIdsOf, withItemIds } from '../../../lib/text-drafts';
import { documentConflictWords } from '../conflict-words';
import { documentMessages as m } from '../messages';

/**
 * Edits the text of one stored document: title, published flag, summary, and the text, image and
 * video blocks in their order (other blocks, such as linked records, are kept as they are). Saves
 * with the revision it was opened at; on 409 the edits stay on screen and the home's conflict panel
 * says what the other person changed, by label (issue 25): "Riapplica le mie modifiche" puts my
 * edits on their version (then "Salva documento" again), or save over theirs knowingly.
 */
export interface EditedDocument {
  name: string;
  revision: number;
  data: Record<string, unknown>;
}
interface Form {
  title: string;
  published: boolean;
  summary: string;
  blocks: Block[];
}

const formOf = (data: Record<string, unknown>): Form => ({
  title: typeof data.title === 'string' ? data.title : '',
  published: data.published !== false,
  summary: typeof data.summary === 'string' ? data.summary : '',
  blocks: Array.isArray(data.blocks) ? (data.blocks as Block[]) : [],
});
const blockValue = (b: Block) => (b.value ?? {}) as { url?: string; alt?: string };

export function DocumentEditor({
  doc,
  collection,
  onDone,
  onCancel,
}: {
  doc: EditedDocument;
  collection: DocumentCollection;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const locale = useArchive((s) => s.locale);
  // Blocks get ids, so a conflict is told and re-applied block by block (they are saved with them).
  const [base, setBase] = useState<JsonRecord>(() => withItemIds(doc.data));
  const [form, setForm] = useState<Form>(() => formOf(base));
  const [revision, setRevision] = useState(doc.revision);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState<{
    revision: number;
    theirs: JsonRecord;
    updatedAt?: string | undefined;
    updatedBy?: string | undefined;
  } | null>(null);
  const [reapplied, setReapplied] = useState(false);
  const [busy, setBusy] = useState(false);
  const dataOf = (f: Form): JsonRecord => ({
    ...base,
    title: f.title.trim(),
    published: f.published,
    summary: f.summary,
    blocks: f.blocks,
  });

  const setBlock = (index: number, block: Block) =>
    setForm({ ...form, blocks: form.blocks.map((b, i) => (i === index ? block : b)) });

  const save = async (atRevision: number) => {
    const found: Record<string, string> = {};
    const title = checkTitle(form.title, locale);
    if (!title.ok) found.title = title.message;
    form.blocks.forEach((b, i) => {
      const url = blockValue(b).url ?? '';
      if (b.type === 'video' && hasContent(b) && !isAcceptedVideoUrl(url))
        found[`block-${i}`] = t('validation.videoLinksOnly', locale);
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const outcome = await saveDocument({
      name: doc.name,
      collection,
      data: dataOf(form),
      revision: atRevision,
      locale,
    });
    setBusy(false);
    if (outcome.kind === 'saved') {
      setRevision(outcome.revision);
      setStale(null);
      setReapplied(false);
      onDone(intl.formatMessage(m.saved));
    } else if (outcome.kind === 'stale') {
      const { revision: theirRevision, theirs, updatedAt, updatedBy } = outcome;
      setReapplied(false);
      setStale({
        revision: theirRevision,
        theirs: withIdsOf(base, theirs as JsonRecord),
        updatedAt,
        updatedBy,
      });
    } else setErrors({ form: outcome.text });
  };

  /** Their version with what I changed since I opened it put back on it; unsaved until Salva. */
  const reapplyMine = () => {
    if (!stale) return;
    const merged = reapply(base, dataOf(form), stale.theirs);
    setBase(stale.theirs);
    setForm(formOf(merged));
    setRevision(stale.revision);
    setStale(null);
    setReapplied(true);
    requestAnimationFrame(() => document.getElementById('doc-reapplied')?.focus());
  };

  const error = (key: string) =>
    errors[key] ? (
      <p id={`doc-${key}-error`} className="admin-error" role="alert">
        {errors[key]}
      </p>
    ) : null;
  const described = (key: string) => (errors[key] ? `doc-${key}-error` : undefined);

  return (
    <form
      className="admin-document-editor"
      data-document={doc.name}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save(revision);
      }}
    >
      <fieldset>
        <legend>{intl.formatMessage(m.editing, { title: form.title || doc.name })}</legend>
        <div className={`admin-field${errors.title ? ' has-error' : ''}`}>
          <label htmlFor="doc-title">{intl.formatMessage(m.docTitle)}</label>
          <input
            id="doc-title"
            value={form.title}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={described('title')}
            onChange={(e) => setForm({ ...form, title: e.currentTarget.value })}
          />
          {error('title')}
        </div>
        <div className="admin-field admin-check">
          <input
            id="doc-published"
            type="checkbox"
            checked={form.published}
            onChange={(e) => setForm({ ...form, published: e.currentTarget.checked })}
          />
          <label htmlFor="doc-published">{intl.formatMessage(m.published)}</label>
        </div>
        <div className="admin-field">
          <label htmlFor="doc-summary">{intl.formatMessage(m.summary)}</label>
          <textarea
            id="doc-summary"
            rows={3}
            value={form.summary}
            onChange={(e) => setForm({ ...form, summary: e.currentTarget.value })}
          />
        </div>
        {form.blocks.map((block, i) => {
          const n = i + 1;
          const key = `block-${i}`;
          if (block.type === 'text')
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no required id; order is identity
              <div key={i} className="admin-field" data-text-block={n}>
                <RichTextField
                  id={`doc-${key}`}
                  label={intl.formatMessage(m.blockText, { n })}
                  value={typeof block.value === 'string' ? block.value : ''}
                  onChange={(value) => setBlock(i, { ...block, value })}
                />
              </div>
            );
          if (block.type === 'video')
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <div key={i} className={`admin-field${errors[key] ? ' has-error' : ''}`}>
                <label htmlFor={`doc-${key}`}>{intl.formatMessage(m.videoBlock, { n })}</label>
                <input
                  id={`doc-${key}`}
                  type="url"
                  value={blockValue(block).url ?? ''}
                  aria-invalid={errors[key] ? true : undefined}
                  aria-describedby={described(key)}
                  onChange={(e) =>
                    setBlock(i, { ...block, value: { ...blockValue(block), url: e.currentTarget.value } })
                  }
                />
                {error(key)}
              </div>
            );
          if (block.type === 'image')
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <fieldset key={i} className="admin-field">
                <legend>{intl.formatMessage(m.imageBlock, { n })}</legend>
                <label htmlFor={`doc-${key}`}>{intl.formatMessage(m.imageUrl)}</label>
                <input
                  id={`doc-${key}`}
                  value={blockValue(block).url ?? ''}
                  onChange={(e) =>
                    setBlock(i, { ...block, value: { ...blockValue(block), url: e.currentTarget.value } })
                  }
                />
                <UploadControl
                  kind="image"
                  onUploaded={(url) => setBlock(i, { ...block, value: { ...blockValue(block), url } })}
                />
                <label htmlFor={`doc-${key}-alt`}>{intl.formatMessage(m.imageAlt)}</label>
                <input
                  id={`doc-${key}-alt`}
                  value={blockValue(block).alt ?? ''}
                  onChange={(e) =>
                    setBlock(i, { ...block, value: { ...blockValue(block), alt: e.currentTarget.value } })
                  }
                />
              </fieldset>
            );
          return null;
        })}
        <button
          type="button"
          className="btn"
          onClick={() => setForm({ ...form, blocks: [...form.blocks, { type: 'text', value: '' }] })}
        >
          {intl.formatMessage(m.addText)}
        </button>
        {error('form')}
        <p id="doc-reapplied" className="admin-hint" role="status" tabIndex={-1}>
          {reapplied ? intl.formatMessage(m.reapplied) : ''}
        </p>
        {stale && (
          <ConflictPanel
            conflict={{
              theirs: {
                revision: stale.revision,
                data: stale.theirs,
                updatedAt: stale.updatedAt,
                updatedBy: stale.updatedBy,
              },
              theirChanges: changedKeys(stale.theirs, base),
              myChanges: changedKeys(dataOf(form), base),
              before: base,
            }}
            mine={dataOf(form)}
            words={documentConflictWords(intl)}
            saveLabel={intl.formatMessage(m.saveDocument)}
            onReapply={reapplyMine}
            onOverwrite={() => void save(stale.revision)}
          />
        )}
        <FormActions
          submitLabel={intl.formatMessage(m.saveDocument)}
          cancelLabel={intl.formatMessage(m.cancel)}
          busy={busy}
          onCancel={onCancel}
        />
      </fieldset>
    </form>
  );
}
