import { DOMSerializer, DOMParser as PMDOMParser, type Node as PMNode, type Slice } from 'prosemirror-model';
import { editorSchema } from './editor-schema';

/**
 * Stored HTML in and out of the editor. Parsing goes through an inert document (DOMParser: no
 * script runs, no image loads) and the schema's rules, so whatever the text held, only the
 * schema's elements come out; writing serialises the schema's own elements, nothing else.
 */

const inertBody = (html: string): HTMLElement =>
  new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html').body;

export const parseHtml = (html: string): PMNode =>
  PMDOMParser.fromSchema(editorSchema).parse(inertBody(html), { preserveWhitespace: false });

/** The document as HTML; an empty document (one empty paragraph) is '' so empty blocks stay empty. */
export function serialiseDoc(doc: PMNode): string {
  if (doc.childCount === 1 && doc.firstChild?.type.name === 'paragraph' && doc.firstChild.childCount === 0)
    return '';
  const box = document.createElement('div');
  box.appendChild(DOMSerializer.fromSchema(editorSchema).serializeFragment(doc.content));
  return box.innerHTML;
}

/** The schema's reading of some HTML, written again: what the editor keeps of it. */
export const normaliseHtml = (html: string): string => serialiseDoc(parseHtml(html));

/** A pasted fragment as the editor would insert it (tests and the paste handler). */
export const parseSlice = (html: string): Slice =>
  PMDOMParser.fromSchema(editorSchema).parseSlice(inertBody(cleanPastedHtml(html)));

/**
 * What Word (and Outlook) put in the clipboard beside the text: conditional comments, `<o:p>`
 * placeholders, `<style>` and `<xml>` islands, and the bullets and numbers of its lists as text in
 * `mso-list:Ignore` spans. They go before the schema reads the rest (it drops every style, class
 * and font and keeps the text with its bold, italics and links).
 */
export function cleanPastedHtml(html: string): string {
  return html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(style|xml|head|title|script)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(meta|link)\b[^>]*>/gi, '')
    .replace(/<\/?o:p>/gi, '')
    .replace(/<span[^>]*mso-list:\s*Ignore[^>]*>[\s\S]*?<\/span>/gi, '');
}
