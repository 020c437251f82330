import type { MarkType } from 'prosemirror-model';
import type { EditorState } from 'prosemirror-state';

export interface LinkAt {
  from: number;
  to: number;
  href: string;
  target: string | null;
}

/** The link under the cursor (or around the selection): the whole linked run of text, or null. */
export function linkAt(state: EditorState, type: MarkType): LinkAt | null {
  const { $from, from, to, empty } = state.selection;
  const found = type.isInSet(empty ? $from.marks() : (state.doc.nodeAt(from)?.marks ?? []));
  if (!found) return null;
  const start = $from.start();
  let runFrom = -1;
  let runTo = -1;
  let hit: LinkAt | null = null;
  $from.parent.forEach((child, offset) => {
    if (hit) return;
    const a = start + offset;
    const b = a + child.nodeSize;
    if (!found.isInSet(child.marks)) {
      runFrom = -1;
      runTo = -1;
      return;
    }
    if (runTo !== a) runFrom = a; // a new run unless it continues the last one
    runTo = b;
    if (runFrom <= from && to <= runTo)
      hit = { from: runFrom, to: runTo, href: String(found.attrs.href), target: found.attrs.target ?? null };
  });
  return hit;
}
