import { HTML_BLANK_REL, keepHtmlAttribute } from '@archive/contracts/html-policy';
import {
  RICH_TEXT_MARKS,
  RICH_TEXT_NODES,
  type RichTextElement,
  type RichTextNode,
} from '@archive/contracts/rich-text-elements';
import {
  type Attrs,
  type DOMOutputSpec,
  type MarkSpec,
  type NodeSpec,
  type ParseRule,
  Schema,
} from 'prosemirror-model';

/**
 * The rich-text editor's ProseMirror schema, built from contracts' `rich-text-elements.ts`, the
 * definition the sanitiser's allow-list is built from too: every node and mark is one of its
 * elements, written as its tags with its attributes, and every tag the sanitiser keeps is read
 * back (editor-schema.test.ts). Attribute values go through the sanitiser's own rule
 * (`keepHtmlAttribute`), so an unsafe href or src never enters the document: a pasted
 * `javascript:` link keeps its text and loses the link, a `data:` image is left out.
 */

const attrsOf = (element: RichTextElement) =>
  Object.fromEntries((element.attributes ?? []).map((name) => [name, { default: null }]));

/** The attributes of a parsed element that the sanitiser would keep (others: null). */
function readAttrs(element: RichTextElement, dom: HTMLElement): Attrs {
  const tag = dom.nodeName.toLowerCase();
  const attrs: Record<string, string | null> = {};
  for (const name of element.attributes ?? []) {
    const value = dom.getAttribute(name);
    attrs[name] = value !== null && keepHtmlAttribute(tag, name, value) ? value : null;
  }
  return attrs;
}

/** Only the attributes that have a value are written. */
const written = (attrs: Attrs): Record<string, string> =>
  Object.fromEntries(
    Object.entries(attrs).flatMap(([k, v]) => (v === null || v === undefined ? [] : [[k, String(v)]])),
  );

const tagsRead = (element: RichTextElement) => [...element.tags, ...(element.reads ?? [])];

function nodeSpec(name: string, element: RichTextNode): NodeSpec {
  const spec: NodeSpec = {
    ...(element.content ? { content: element.content } : {}),
    ...(element.group ? { group: element.group } : {}),
    ...(element.inline ? { inline: true } : {}),
    attrs: attrsOf(element),
  };
  const leaf = !element.content;
  const [tag = 'p'] = element.tags;
  spec.parseDOM = tagsRead(element).map((t) => ({ tag: t, getAttrs: (dom) => readAttrs(element, dom) }));
  spec.toDOM = (node): DOMOutputSpec => (leaf ? [tag, written(node.attrs)] : [tag, written(node.attrs), 0]);
  switch (name) {
    case 'heading':
      // The level is the tag: h2, h3, h4 (h1 is the page's title, never the text's).
      spec.attrs = { level: { default: 2 } };
      spec.parseDOM = element.tags.map((t) => ({ tag: t, attrs: { level: Number(t.slice(1)) } }));
      spec.toDOM = (node): DOMOutputSpec => [`h${node.attrs.level}`, 0];
      spec.defining = true;
      break;
    case 'image':
      spec.draggable = true;
      spec.parseDOM = [
        {
          tag: 'img[src]',
          getAttrs: (dom) => {
            const attrs = readAttrs(element, dom);
            return attrs.src ? attrs : false;
          },
        },
      ];
      spec.toDOM = (node): DOMOutputSpec => ['img', { ...written(node.attrs), alt: node.attrs.alt ?? '' }];
      break;
    case 'hard_break':
      spec.selectable = false;
      break;
    case 'list_item':
    case 'blockquote':
      spec.defining = true;
      break;
  }
  return spec;
}

/** Formatting read from inline styles of pasted text (Word, Google Docs, web pages). */
const STYLE_READS: Partial<Record<string, ParseRule[]>> = {
  strong: [
    { style: 'font-weight=bold' },
    { style: 'font-weight', getAttrs: (v) => /^[6-9]\d\d$/.test(v) && null },
  ],
  em: [{ style: 'font-style=italic' }],
  underline: [{ style: 'text-decoration=underline' }, { style: 'text-decoration-line=underline' }],
  strike: [{ style: 'text-decoration=line-through' }, { style: 'text-decoration-line=line-through' }],
  subscript: [{ style: 'vertical-align=sub' }],
  superscript: [{ style: 'vertical-align=super' }],
};

function markSpec(name: string, element: RichTextElement): MarkSpec {
  const [tag = 'span'] = element.tags;
  const spec: MarkSpec = {
    attrs: attrsOf(element),
    parseDOM: [
      ...tagsRead(element).map(
        (t): ParseRule => ({
          tag: t,
          // Google Docs wraps a whole paste in <b style="font-weight:normal">: not bold.
          getAttrs: (dom) =>
            t === 'b' && dom.style.fontWeight === 'normal' ? false : readAttrs(element, dom),
        }),
      ),
      ...(STYLE_READS[name] ?? []),
    ],
    toDOM: (mark): DOMOutputSpec => [tag, written(mark.attrs), 0],
  };
  if (name === 'link') {
    spec.attrs = { href: {}, title: { default: null }, target: { default: null } };
    spec.inclusive = false;
    spec.parseDOM = [
      {
        tag: 'a[href]',
        getAttrs: (dom) => {
          const { href, title, target } = readAttrs(element, dom);
          return href ? { href, title, target } : false;
        },
      },
    ];
    // A link opening a new tab gives the page it opens no handle on ours, as the sanitiser writes it.
    spec.toDOM = (mark): DOMOutputSpec => [
      'a',
      { ...written(mark.attrs), ...(mark.attrs.target === '_blank' ? { rel: HTML_BLANK_REL } : {}) },
      0,
    ];
  }
  if (name === 'subscript') spec.excludes = 'superscript';
  if (name === 'superscript') spec.excludes = 'subscript';
  return spec;
}

export const editorSchema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    ...Object.fromEntries(Object.entries(RICH_TEXT_NODES).map(([name, el]) => [name, nodeSpec(name, el)])),
    text: { group: 'inline' },
  },
  marks: Object.fromEntries(Object.entries(RICH_TEXT_MARKS).map(([name, el]) => [name, markSpec(name, el)])),
});
