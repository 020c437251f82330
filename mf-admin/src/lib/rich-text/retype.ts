/**
 * For component tests: types into a rich-text editor as the browser reports typing, a change of the
 * text's DOM that ProseMirror reads back (happy-dom has no real editing). Replaces `from` by `to`.
 */
export async function retype(editable: HTMLElement, from: string, to: string): Promise<void> {
  const walker = document.createTreeWalker(editable, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode())
    if (n.nodeValue?.includes(from)) n.nodeValue = n.nodeValue.replace(from, to);
  await new Promise((r) => setTimeout(r, 50));
}
