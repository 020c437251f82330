import type { HomeSection } from '@archive/contracts/site-options';
import { useArchive } from '@archive/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { RichTextField } from '../../../lib/rich-text/rich-text-field';
import { TextDraftStatus } from '../../../lib/text-draft-status';
import {
  ensureText,
  getTextDrafts,
  overwriteText,
  readText,
  reapplyText,
  subscribeTexts,
  type TextField,
  updateText,
} from '../../../lib/text-drafts';
import { documentConflictWords } from '../../documents/conflict-words';
import { sectionMessages as m } from '../messages';

/** The pages document whose text a home section shows (about: 'about'; text: its own id). */
export const textDocumentOf = (section: HomeSection): string | null =>
  section.type === 'about' ? 'about' : section.type === 'text' ? section.id : null;

/**
 * The text an about or text section shows, edited right above it: the about summary (or its first
 * text block), every text block of a text section. Saved with the user bar's Save, in the page's
 * language, with the document's revision (lib/text-drafts.ts).
 */
export function InplaceText({
  section,
  name,
}: {
  section: HomeSection & { type: 'about' | 'text' };
  name: string;
}) {
  const intl = useIntl();
  // The page's language: the one the fetcher sends, so the document version loaded and saved.
  const locale = useArchive((s) => s.locale);
  const doc = textDocumentOf(section) ?? section.id;
  useEffect(() => ensureText(doc, section.type, locale), [doc, section.type, locale]);
  const draft = useSyncExternalStore(subscribeTexts, getTextDrafts, getTextDrafts)[`${locale}/${doc}`];
  if (!draft || draft.status === 'loading')
    return (
      <p className="admin-hint" aria-busy="true">
        {intl.formatMessage(m.textLoading)}
      </p>
    );
  if (draft.status === 'missing')
    return <p className="admin-hint">{intl.formatMessage(m.textMissing, { doc })}</p>;
  if (draft.status === 'error')
    return (
      <p className="admin-error" role="alert">
        {draft.error}
      </p>
    );
  const id = (field: TextField) => `inplace-${section.id}-${field}`;
  const label = (field: TextField) =>
    typeof field === 'number'
      ? intl.formatMessage(m.textBlockInPlace, { name, n: field + 1 })
      : intl.formatMessage(m.textInPlace, { name });
  return (
    <div className="section-inplace-text" data-document={doc}>
      {draft.fields.map((field) =>
        field === 'summary' ? (
          <div key={field} className="admin-field">
            <label htmlFor={id(field)}>{label(field)}</label>
            <textarea
              id={id(field)}
              rows={3}
              value={readText(draft.data, field)}
              onChange={(e) => updateText(locale, doc, field, e.currentTarget.value)}
            />
          </div>
        ) : (
          // HTML blocks get the rich-text editor, drawn like the section's text.
          <RichTextField
            key={field}
            label={label(field)}
            className="block block-text"
            value={readText(draft.data, field)}
            onChange={(html) => updateText(locale, doc, field, html)}
          />
        ),
      )}
      <TextDraftStatus
        draft={draft}
        saved={intl.formatMessage(m.textSaved)}
        kept={intl.formatMessage(m.textKept)}
        overwrite={intl.formatMessage(m.textOverwrite)}
        onOverwrite={() => overwriteText(locale, doc)}
        // Issue 25: the same panel as the home sections and document pages (what they changed,
        // by label; "Riapplica le mie modifiche" then Salva).
        panel={{ words: documentConflictWords(intl), onReapply: () => reapplyText(locale, doc) }}
      />
    </div>
  );
}
