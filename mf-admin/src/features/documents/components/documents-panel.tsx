import { getDocsCall, removeDocCall, saveDocCall } from '@archive/contracts/content-endpoints';
import type { DocumentCollection } from '@archive/contracts/documents';
import { ApiError, callApi, useArchive, useCall } from '@archive/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { confirmDelete } from '../../../lib/confirm';
import { checkNewDocument, type NewDocument, type NewDocumentErrors } from '../document-form-check';
import { documentMessages as m } from '../messages';
import { DocumentEditor, type EditedDocument } from './document-editor';

const COLLECTIONS = ['pages', 'news', 'institutes', 'paths'] as const satisfies readonly DocumentCollection[];

/**
 * Documents of a content collection in the current language: list, delete (with confirmation and
 * the revision shown, so a changed document is not deleted blindly), and create a new unpublished
 * one with a title and an optional video; its text (title, published, summary, text, image and
 * video blocks) is edited with DocumentEditor, saved with its revision.
 */
export function DocumentsPanel() {
  const intl = useIntl();
  const locale = useArchive((s) => s.locale);
  // A list page's 'Nuovo' (mf-content) arrives with ?nuovo=<collection>: that list, ready to create.
  const asked = useArchive((s) => s.route.query.nuovo);
  const preset = COLLECTIONS.find((c) => c === asked);
  const [collection, setCollection] = useState<(typeof COLLECTIONS)[number]>(preset ?? 'pages');
  const list = useCall(getDocsCall, { collection, limit: 100, skip: 0 });
  // Asked for a new item: its title field takes the focus (the form is at the end of the page).
  useEffect(() => {
    if (preset) document.getElementById('new-doc-title')?.focus();
  }, [preset]);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [form, setForm] = useState<NewDocument>({ title: '', slug: '', video: '' });
  const [errors, setErrors] = useState<NewDocumentErrors>({});
  const [editing, setEditing] = useState<EditedDocument | null>(null);

  const remove = async (name: string, revision: number) => {
    if (!confirmDelete()) return;
    try {
      await callApi(removeDocCall, { name, collection, revision });
      setNotice({ ok: true, text: intl.formatMessage(m.removed) });
      await list.mutate();
    } catch (err) {
      setNotice({ ok: false, text: err instanceof ApiError ? err.message : String(err) });
    }
  };

  const create = async () => {
    const found = checkNewDocument(form, locale, intl.formatMessage(m.slugInvalid));
    setErrors(found);
    if (Object.keys(found).length) return;
    const video = form.video.trim();
    try {
      await callApi(saveDocCall, {
        name: form.slug,
        collection,
        data: {
          title: form.title.trim(),
          published: false,
          blocks: video ? [{ type: 'video', value: { url: video } }] : [],
        },
        // 0 = create only: without a revision the gateway would overwrite a document of this slug.
        revision: 0,
      });
      setForm({ title: '', slug: '', video: '' });
      setNotice({ ok: true, text: intl.formatMessage(m.created) });
      await list.mutate();
    } catch (err) {
      setNotice({ ok: false, text: err instanceof ApiError ? err.message : String(err) });
    }
  };

  const field = (key: keyof NewDocument, label: string) => (
    <div className={`admin-field${errors[key] ? ' has-error' : ''}`}>
      <label htmlFor={`new-doc-${key}`}>{label}</label>
      <input
        id={`new-doc-${key}`}
        value={form[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `new-doc-${key}-error` : undefined}
        onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })}
      />
      {errors[key] && (
        <p id={`new-doc-${key}-error`} className="admin-error" role="alert">
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <section className="admin-documents" aria-labelledby="documents-title">
      <h2 id="documents-title">{intl.formatMessage(m.title)}</h2>
      <div className="admin-field">
        <label htmlFor="documents-collection">{intl.formatMessage(m.collection)}</label>
        <select
          id="documents-collection"
          value={collection}
          onChange={(e) => {
            setEditing(null);
            setCollection(e.currentTarget.value as (typeof COLLECTIONS)[number]);
          }}
        >
          {COLLECTIONS.map((c) => (
            <option key={c} value={c}>
              {intl.formatMessage(m[`collection.${c}`])}
            </option>
          ))}
        </select>
      </div>
      {notice && (
        <p className={notice.ok ? 'admin-success' : 'admin-error'} role="status">
          {notice.text}
        </p>
      )}
      {list.isLoading && <p aria-busy="true">{intl.formatMessage(m.loading)}</p>}
      {list.error && <p className="admin-error">{list.error.message}</p>}
      {list.data && list.data.data.length === 0 && <p>{intl.formatMessage(m.empty)}</p>}
      {list.data && list.data.data.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.docTitle)}</th>
              <th scope="col">{intl.formatMessage(m.published)}</th>
              <th scope="col">{intl.formatMessage(m.updated)}</th>
              <th scope="col">
                <span className="visually-hidden">{intl.formatMessage(m.remove, { title: '' })}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.data.map((doc) => {
              const title = typeof doc.data.title === 'string' ? doc.data.title : doc.name;
              return (
                <tr key={doc.name}>
                  <td>{title}</td>
                  <td>{intl.formatMessage(doc.data.published === false ? m.no : m.yes)}</td>
                  <td>{intl.formatDate(doc.updatedAt, { dateStyle: 'short', timeStyle: 'short' })}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-ghost"
                      onClick={() => setEditing({ name: doc.name, revision: doc.revision, data: doc.data })}
                    >
                      {intl.formatMessage(m.edit, { title })}
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost"
                      onClick={() => void remove(doc.name, doc.revision)}
                    >
                      {intl.formatMessage(m.remove, { title })}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {editing && (
        <DocumentEditor
          key={`${collection}/${editing.name}`}
          doc={editing}
          collection={collection}
          onCancel={() => setEditing(null)}
          onDone={(text) => {
            setEditing(null);
            setNotice({ ok: true, text });
            void list.mutate();
          }}
        />
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <fieldset>
          <legend>{intl.formatMessage(m.create)}</legend>
          {field('title', intl.formatMessage(m.docTitle))}
          {field('slug', intl.formatMessage(m.slug))}
          {field('video', intl.formatMessage(m.video))}
          <button type="submit" className="btn btn-primary">
            {intl.formatMessage(m.createSubmit)}
          </button>
        </fieldset>
      </form>
    </section>
  );
}
