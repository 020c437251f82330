import type { PageHead, ShellState } from './render-page';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Placeholder until the head writer lands: the page's title only. */
export function pageHead(input: { head: PageHead; state: ShellState; publicUrl?: string }): string {
  return `<title>${escapeHtml(input.head.title ?? 'Archivio')}</title>`;
}
