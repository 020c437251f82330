import { type HtmlSanitiser, installHtmlPolicy } from '@archive/contracts/html-purify';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * The gateway's HTML sanitiser: DOMPurify over a jsdom window with the contracts' policy, the same
 * policy the browser applies before drawing. The content service runs it on every HTML field on
 * save and on every answer, so text stored before the policy existed is clean too.
 *
 * Answers are memoised: the footer and login texts are read on every page view and jsdom costs
 * about a millisecond per field. Sanitising is a pure function of the text, so a bounded map
 * (oldest entry out first) is enough.
 */
const { window } = new JSDOM('<!doctype html><html><body></body></html>');
const clean: HtmlSanitiser = installHtmlPolicy(createDOMPurify(window));
// installHtmlPolicy fails closed (answers '' for everything) on a DOM it cannot trust; on the
// gateway that would erase every text on save, so refuse to start instead.
if (clean('<p>a</p>') !== '<p>a</p>') throw new Error('DOMPurify over jsdom failed its self-check');

/** Characters kept in the memo (texts and answers), about 8 MB of UTF-16 at most. */
const MEMO_CHARS = 4_000_000;
const memo = new Map<string, string>();
let memoChars = 0;

export function sanitiseHtml(html: string): string {
  if (!html) return '';
  const known = memo.get(html);
  if (known !== undefined) return known;
  const result = clean(html);
  const size = html.length + result.length;
  if (size > MEMO_CHARS / 4) return result; // a huge page body would push everything else out
  for (const [key, value] of memo) {
    if (memoChars + size <= MEMO_CHARS) break;
    memo.delete(key);
    memoChars -= key.length + value.length;
  }
  memo.set(html, result);
  memoChars += size;
  return result;
}
