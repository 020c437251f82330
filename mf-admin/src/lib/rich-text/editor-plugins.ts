import { baseKeymap, chainCommands, exitCode, toggleMark } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem } from 'prosemirror-schema-list';
import type { Command, Plugin } from 'prosemirror-state';
import { editorSchema as schema } from './editor-schema';
import { FORMAT_ITEMS } from './toolbar-commands';

/**
 * History and the keyboard: the toolbar's shortcuts (Mod is Ctrl, or Cmd on a Mac), Enter and
 * Tab inside lists, Shift+Enter for a line break, Mod+K for the link form (`openLink`).
 */
export function editorPlugins(openLink: () => void): Plugin[] {
  const byId = (id: string) => FORMAT_ITEMS.find((i) => i.id === id)?.run as Command;
  const listItem = schema.nodes.list_item as NodeType;
  const hardBreak = schema.nodes.hard_break as NodeType;
  const insertBreak: Command = (state, dispatch) => {
    dispatch?.(state.tr.replaceSelectionWith(hardBreak.create()).scrollIntoView());
    return true;
  };
  return [
    history(),
    keymap({
      'Mod-z': undo,
      'Mod-y': redo,
      'Shift-Mod-z': redo,
      'Mod-b': toggleMark(schema.marks.strong as MarkType),
      'Mod-i': toggleMark(schema.marks.em as MarkType),
      'Mod-u': toggleMark(schema.marks.underline as MarkType),
      'Mod-Alt-2': byId('h2'),
      'Mod-Alt-3': byId('h3'),
      'Shift-Mod-8': byId('ul'),
      'Shift-Mod-7': byId('ol'),
      'Shift-Mod-9': byId('quote'),
      'Mod-k': () => {
        openLink();
        return true;
      },
      Enter: splitListItem(listItem),
      'Shift-Enter': chainCommands(exitCode, insertBreak),
      'Mod-[': liftListItem(listItem),
      'Mod-]': sinkListItem(listItem),
    }),
    keymap(baseKeymap),
  ];
}
