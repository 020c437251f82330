/**
 * The one definition of editor HTML: every element a manager can type in the rich-text editor, with
 * the tags it is written as and the attributes it keeps. Both sides are built from it:
 * - the sanitiser's allow-list (`html-policy.ts`: HTML_ALLOWED_TAGS, HTML_ALLOWED_ATTRIBUTES), run by
 *   the gateway on save and on every answer and by the browser before drawing;
 * - the editor's ProseMirror schema (mf-admin `lib/rich-text/editor-schema.ts`).
 * So what can be typed is exactly what is kept: a tag or attribute added here is both typeable and
 * kept, one removed here is neither (mf-admin's editor-schema.test.ts checks the two agree).
 *
 * `reads` are tags kept and read as the element but never written (`<b>` of older texts and of
 * pasted ones is bold: the editor writes `<strong>`). Pure data: no DOM, no zod (browser-safe).
 */

export interface RichTextElement {
  /** Tags the editor writes for it (a heading's level is its tag). */
  readonly tags: readonly string[];
  /** Tags read as it and kept by the sanitiser, never written by the editor. */
  readonly reads?: readonly string[];
  /** Attributes kept, as HTML names (their values are checked by `keepHtmlAttribute`). */
  readonly attributes?: readonly string[];
}

export interface RichTextNode extends RichTextElement {
  /** ProseMirror content expression; absent for leaves. */
  readonly content?: string;
  readonly group?: 'block' | 'inline';
  readonly inline?: boolean;
}

/** Block and inline nodes, by their ProseMirror name (the schema also has `doc` and `text`). */
export const RICH_TEXT_NODES = {
  paragraph: { tags: ['p'], content: 'inline*', group: 'block' },
  heading: { tags: ['h2', 'h3', 'h4'], content: 'inline*', group: 'block' },
  blockquote: { tags: ['blockquote'], content: 'block+', group: 'block' },
  bullet_list: { tags: ['ul'], content: 'list_item+', group: 'block' },
  ordered_list: { tags: ['ol'], content: 'list_item+', group: 'block', attributes: ['start'] },
  list_item: { tags: ['li'], content: 'paragraph block*' },
  horizontal_rule: { tags: ['hr'], group: 'block' },
  image: {
    tags: ['img'],
    group: 'inline',
    inline: true,
    attributes: ['src', 'alt', 'title', 'width', 'height'],
  },
  hard_break: { tags: ['br'], group: 'inline', inline: true },
} as const satisfies Record<string, RichTextNode>;

/** Inline formatting, by their ProseMirror name. */
export const RICH_TEXT_MARKS = {
  link: { tags: ['a'], attributes: ['href', 'title', 'target', 'rel'] },
  strong: { tags: ['strong'], reads: ['b'] },
  em: { tags: ['em'], reads: ['i'] },
  underline: { tags: ['u'] },
  strike: { tags: ['s'] },
  subscript: { tags: ['sub'] },
  superscript: { tags: ['sup'] },
  code: { tags: ['code'] },
} as const satisfies Record<string, RichTextElement>;

export type RichTextNodeName = keyof typeof RICH_TEXT_NODES;
export type RichTextMarkName = keyof typeof RICH_TEXT_MARKS;

const ELEMENTS: readonly RichTextElement[] = [
  ...Object.values(RICH_TEXT_NODES),
  ...Object.values(RICH_TEXT_MARKS),
];

/** Every tag kept: the ones written and the ones only read. */
export const richTextTags = (): string[] => [
  ...new Set(ELEMENTS.flatMap((e) => [...e.tags, ...(e.reads ?? [])])),
];

/** Attributes kept per tag (a tag only read keeps its element's attributes too). */
export const richTextAttributes = (): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const e of ELEMENTS)
    if (e.attributes?.length) for (const tag of [...e.tags, ...(e.reads ?? [])]) out[tag] = [...e.attributes];
  return out;
};
