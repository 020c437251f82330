import { installHtmlPolicy } from '@archive/contracts/html-purify';
import DOMPurify from 'dompurify';

/**
 * The browser's HTML sanitiser: DOMPurify with the contracts' policy (the gateway installs the same
 * one over jsdom). Its own chunk, loaded by html-sanitiser.ts only when a page draws editor HTML:
 * DOMPurify is about 8 KB gzip and most visitors' first page has none within reach.
 */
export const sanitiseHtml = installHtmlPolicy(DOMPurify);
