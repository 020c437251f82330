import { lift, setBlockType, toggleMark, wrapIn } from 'prosemirror-commands';
import { redo, undo } from 'prosemirror-history';
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, wrapInList } from 'prosemirror-schema-list';
import type { Command, EditorState } from 'prosemirror-state';
import { editorSchema as schema } from './editor-schema';
import type { richTextMessages } from './messages';

/**
 * The toolbar's buttons: what each does, whether it is on where the cursor stands (aria-pressed)
 * and its keyboard shortcut (the same keys work in the text, editor-keymap.ts).
 */
export interface ToolbarItem {
  id: string;
  label: keyof typeof richTextMessages;
  /** Shown as the button's text (short) when there is no icon font. */
  glyph: string;
  keys?: string;
  /** Toggles have a pressed state. */
  active?: (state: EditorState) => boolean;
  run: Command;
}

export function markActive(state: EditorState, type: MarkType): boolean {
  const { from, to, empty, $from } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

const inAncestor = (state: EditorState, type: NodeType): boolean => {
  const { $from } = state.selection;
  for (let d = $from.depth; d > 0; d--) if ($from.node(d).type === type) return true;
  return false;
};

const headingActive = (level: number) => (state: EditorState) => {
  const parent = state.selection.$from.parent;
  return parent.type === schema.nodes.heading && parent.attrs.level === level;
};

/** A heading button turns the paragraph into that heading, or the heading back into a paragraph. */
const toggleHeading =
  (level: number): Command =>
  (state, dispatch) =>
    headingActive(level)(state)
      ? setBlockType(schema.nodes.paragraph as NodeType)(state, dispatch)
      : setBlockType(schema.nodes.heading as NodeType, { level })(state, dispatch);

const toggleList =
  (type: NodeType): Command =>
  (state, dispatch) =>
    inAncestor(state, type)
      ? liftListItem(schema.nodes.list_item as NodeType)(state, dispatch)
      : wrapInList(type)(state, dispatch);

const toggleQuote: Command = (state, dispatch) =>
  inAncestor(state, schema.nodes.blockquote as NodeType)
    ? lift(state, dispatch)
    : wrapIn(schema.nodes.blockquote as NodeType)(state, dispatch);

const m = schema.marks;
const n = schema.nodes;
const mark = (type: MarkType | undefined) => type as MarkType;
const node = (type: NodeType | undefined) => type as NodeType;

export const FORMAT_ITEMS: ToolbarItem[] = [
  {
    id: 'strong',
    label: 'bold',
    glyph: 'B',
    keys: 'Control+B',
    active: (s) => markActive(s, mark(m.strong)),
    run: toggleMark(mark(m.strong)),
  },
  {
    id: 'em',
    label: 'italic',
    glyph: 'I',
    keys: 'Control+I',
    active: (s) => markActive(s, mark(m.em)),
    run: toggleMark(mark(m.em)),
  },
  {
    id: 'underline',
    label: 'underline',
    glyph: 'U',
    keys: 'Control+U',
    active: (s) => markActive(s, mark(m.underline)),
    run: toggleMark(mark(m.underline)),
  },
  {
    id: 'h2',
    label: 'heading2',
    glyph: 'T',
    keys: 'Control+Alt+2',
    active: headingActive(2),
    run: toggleHeading(2),
  },
  {
    id: 'h3',
    label: 'heading3',
    glyph: 't',
    keys: 'Control+Alt+3',
    active: headingActive(3),
    run: toggleHeading(3),
  },
  {
    id: 'ul',
    label: 'bulletList',
    glyph: '•',
    keys: 'Control+Shift+8',
    active: (s) => inAncestor(s, node(n.bullet_list)),
    run: toggleList(node(n.bullet_list)),
  },
  {
    id: 'ol',
    label: 'orderedList',
    glyph: '⒈', // one symbol: a visible "1." would have to be in the button's name (WCAG 2.5.3)
    keys: 'Control+Shift+7',
    active: (s) => inAncestor(s, node(n.ordered_list)),
    run: toggleList(node(n.ordered_list)),
  },
  {
    id: 'quote',
    label: 'quote',
    glyph: '“',
    keys: 'Control+Shift+9',
    active: (s) => inAncestor(s, node(n.blockquote)),
    run: toggleQuote,
  },
];

export const HISTORY_ITEMS: ToolbarItem[] = [
  { id: 'undo', label: 'undo', glyph: '↶', keys: 'Control+Z', run: undo },
  { id: 'redo', label: 'redo', glyph: '↷', keys: 'Control+Y', run: redo },
];
