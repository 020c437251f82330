import type { MarkType, NodeType } from 'prosemirror-model';
import { EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { editorPlugins } from './editor-plugins';
import { editorSchema as schema } from './editor-schema';
import { cleanPastedHtml, parseHtml, serialiseDoc } from './html-codec';
import { ImageForm } from './image-form';
import { LinkForm } from './link-form';
import { linkAt } from './link-range';
import { richTextMessages as m } from './messages';
import { FORMAT_ITEMS, HISTORY_ITEMS, markActive, type ToolbarItem } from './toolbar-commands';
import './rich-text.css';

export interface RichTextEditorProps {
  /** Stored HTML (already sanitised by the gateway). */
  value: string;
  onChange: (html: string) => void;
  /** The text's name for assistive technology ('Testo 1', 'Chi siamo: testo'). */
  label: string;
  /** The classes the visitor's page gives this text, so it looks the same while edited. */
  className?: string;
  /** Id of the editable area (a <label htmlFor> elsewhere cannot name a contenteditable: use label). */
  id?: string;
}

/**
 * The managers' rich-text editor (ProseMirror), in place: the text keeps the visitor's look (its
 * classes), with a toolbar above it. Its schema is the sanitiser's allow-list (editor-schema.ts),
 * pasted HTML is cleaned to it (Word's too, html-codec.ts), links are site paths or http(s) URLs,
 * images come from the uploads. Lazy: a chunk of mf-admin loaded when a text is first edited.
 */
/** Values this editor sent that a late parent may still hand back (a few seconds of fast typing). */
const EMITTED_KEPT = 64;

export default function RichTextEditor({ value, onChange, label, className, id }: RichTextEditorProps) {
  const intl = useIntl();
  const mount = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const last = useRef(value);
  // What this editor reported lately: the parent's value may come back one or two keystrokes late
  // (its state catches up after the editor moved on), and such an echo must not reset the text.
  const emitted = useRef<string[]>([]);
  const change = useRef(onChange);
  change.current = onChange;
  const [, setTick] = useState(0);
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  const panelId = useId();
  const openLink = useRef(() => setPanel('link'));

  // The view lives as long as the component: label and class changes are applied below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per mount
  useEffect(() => {
    if (!mount.current) return;
    const created = new EditorView(
      { mount: mount.current },
      {
        state: EditorState.create({
          doc: parseHtml(last.current),
          plugins: editorPlugins(() => openLink.current()),
        }),
        transformPastedHTML: cleanPastedHtml,
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          ...(className ? { class: className } : {}),
        },
        dispatchTransaction(tr) {
          const next = created.state.apply(tr);
          created.updateState(next);
          setTick((t) => t + 1);
          if (!tr.docChanged) return;
          const html = serialiseDoc(next.doc);
          if (html === last.current) return;
          last.current = html;
          emitted.current.push(html);
          if (emitted.current.length > EMITTED_KEPT) emitted.current.shift();
          change.current(html);
        },
      },
    );
    view.current = created;
    setTick((t) => t + 1); // the toolbar's states, now that there is a document
    return () => {
      created.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    view.current?.setProps({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(className ? { class: className } : {}),
      },
    });
  }, [label, className]);

  // A value changed from outside (a conflict resolved, a reload): the document follows it.
  useEffect(() => {
    const current = view.current;
    if (!current || value === last.current || emitted.current.includes(value)) return;
    last.current = value;
    emitted.current = [];
    current.updateState(EditorState.create({ doc: parseHtml(value), plugins: current.state.plugins }));
    setTick((t) => t + 1);
  }, [value]);

  const state = view.current?.state;
  const run = (item: ToolbarItem) => {
    const current = view.current;
    if (!current) return;
    item.run(current.state, current.dispatch, current);
    current.focus();
  };
  const button = (item: ToolbarItem) => {
    const name = intl.formatMessage(m[item.label]);
    const pressed = item.active && state ? item.active(state) : undefined;
    const enabled = state ? item.run(state) : false;
    return (
      <button
        key={item.id}
        type="button"
        className="rich-text-button"
        data-command={item.id}
        aria-label={name}
        aria-pressed={pressed}
        aria-keyshortcuts={item.keys}
        title={item.keys ? `${name} (${item.keys.replace('Control', 'Ctrl')})` : name}
        disabled={!enabled}
        // Keep the selection in the text: a click on a button must not move the focus first.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => run(item)}
      >
        <span aria-hidden="true">{item.glyph}</span>
      </button>
    );
  };
  const linkType = schema.marks.link as MarkType;
  const linkOn = state ? markActive(state, linkType) : false;
  const current = state ? linkAt(state, linkType) : null;

  return (
    <div className="rich-text" id={id ? `${id}-editor` : undefined}>
      <div className="rich-text-toolbar" role="toolbar" aria-label={intl.formatMessage(m.toolbar, { label })}>
        {FORMAT_ITEMS.map(button)}
        <button
          type="button"
          className="rich-text-button"
          data-command="link"
          aria-label={intl.formatMessage(m.link)}
          aria-pressed={linkOn}
          aria-expanded={panel === 'link'}
          aria-controls={panel === 'link' ? panelId : undefined}
          aria-keyshortcuts="Control+K"
          title={`${intl.formatMessage(m.link)} (Ctrl+K)`}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => setPanel(panel === 'link' ? null : 'link')}
        >
          <span aria-hidden="true">🔗</span>
        </button>
        <button
          type="button"
          className="rich-text-button"
          data-command="image"
          aria-label={intl.formatMessage(m.image)}
          aria-expanded={panel === 'image'}
          aria-controls={panel === 'image' ? panelId : undefined}
          title={intl.formatMessage(m.image)}
          onClick={() => setPanel(panel === 'image' ? null : 'image')}
        >
          <span aria-hidden="true">🖼</span>
        </button>
        {HISTORY_ITEMS.map(button)}
      </div>
      {panel === 'link' && (
        <LinkForm
          id={panelId}
          initial={current?.href ?? ''}
          initialNewTab={current?.target === '_blank'}
          hasLink={Boolean(current)}
          onApply={(href, newTab) => {
            const v = view.current;
            if (!v) return;
            const attrs = { href, title: null, target: newTab ? '_blank' : null };
            const { from, to, empty } = v.state.selection;
            const range = linkAt(v.state, linkType);
            const tr = v.state.tr;
            if (range)
              tr.removeMark(range.from, range.to, linkType).addMark(
                range.from,
                range.to,
                linkType.create(attrs),
              );
            else if (empty)
              tr.insertText(href, from).addMark(from, from + href.length, linkType.create(attrs));
            else tr.addMark(from, to, linkType.create(attrs));
            v.dispatch(tr);
            setPanel(null);
            v.focus();
          }}
          onRemove={() => {
            const v = view.current;
            const range = v ? linkAt(v.state, linkType) : null;
            if (v && range) v.dispatch(v.state.tr.removeMark(range.from, range.to, linkType));
            setPanel(null);
            v?.focus();
          }}
          onClose={() => {
            setPanel(null);
            view.current?.focus();
          }}
        />
      )}
      {panel === 'image' && (
        <ImageForm
          id={panelId}
          onInsert={(src, alt) => {
            const v = view.current;
            if (!v) return;
            const image = (schema.nodes.image as NodeType).create({ src, alt });
            v.dispatch(v.state.tr.replaceSelectionWith(image).scrollIntoView());
            setPanel(null);
            v.focus();
          }}
          onClose={() => {
            setPanel(null);
            view.current?.focus();
          }}
        />
      )}
      <div ref={mount} />
    </div>
  );
}
