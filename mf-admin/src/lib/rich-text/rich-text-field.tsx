import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { richTextMessages as m } from './messages';
import type { RichTextEditorProps } from './rich-text-editor';

// The editor (ProseMirror, about 60 KB gzip) is its own chunk of mf-admin: downloaded when a
// manager first edits a text, never by visitors (who never load mf-admin at all).
const RichTextEditor = lazy(() => import(/* webpackChunkName: "rich-text-editor" */ './rich-text-editor'));

/** An HTML text edited in place with the rich-text editor (see rich-text-editor.tsx). */
export function RichTextField(props: RichTextEditorProps) {
  const intl = useIntl();
  return (
    <Suspense
      fallback={
        <p className="admin-hint" aria-busy="true">
          {intl.formatMessage(m.loading)}
        </p>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
