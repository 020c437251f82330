import { FULLTEXT_LIMITS } from '@archive/contracts/fulltext';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { PageTextError } from './page-builder';

export interface XmlHandlers {
  open(tag: SaxesTagPlain, line: number): void;
  close?(name: string): void;
  text?(text: string): void;
}

/**
 * Streams an XML text through saxes with the guards every uploaded file gets: a size cap, a depth
 * cap, no internal DTD subset and no entity but XML's five and character references (saxes expands
 * nothing else, so "billion laughs" cannot start). `allowDoctype` lets a plain external DOCTYPE pass
 * (Tesseract writes one atop hOCR); it is never fetched. Errors carry the line they were seen on.
 */
export function readXml(xml: string, handlers: XmlHandlers, allowDoctype = false): void {
  if (Buffer.byteLength(xml) > FULLTEXT_LIMITS.maxXmlBytes)
    throw new PageTextError(`the file is larger than ${FULLTEXT_LIMITS.maxXmlBytes / 1024 / 1024} MB`);
  const parser = new SaxesParser({ xmlns: false, position: true });
  let depth = 0;
  let failure: PageTextError | null = null;
  const fail = (message: string) => {
    failure ??= new PageTextError(message, parser.line);
  };
  parser.on('doctype', (doctype) => {
    if (!allowDoctype) fail('a DOCTYPE is not accepted in this file');
    else if (doctype.includes('[')) fail('a DOCTYPE declaring entities is not accepted');
  });
  parser.on('opentag', (tag) => {
    if (failure) return;
    if (++depth > FULLTEXT_LIMITS.maxXmlDepth)
      return fail(`elements are nested more than ${FULLTEXT_LIMITS.maxXmlDepth} deep`);
    try {
      handlers.open(tag, parser.line);
    } catch (err) {
      if (err instanceof PageTextError) failure ??= err;
      else throw err;
    }
  });
  parser.on('closetag', (tag) => {
    depth--;
    if (!failure) handlers.close?.(tag.name);
  });
  if (handlers.text) {
    const text = handlers.text;
    parser.on('text', (t) => {
      if (!failure) text(t);
    });
  }
  parser.on('error', (err) => {
    // saxes messages start with "line:column: "; the line goes in its own field.
    fail(err.message.replace(/^\d+:\d+:\s*/, ''));
  });
  // Written in slices so a failure stops the reading early instead of after the whole file.
  const slice = 64 * 1024;
  for (let at = 0; at < xml.length && !failure; at += slice) parser.write(xml.slice(at, at + slice));
  if (!failure) parser.close();
  if (failure) throw failure;
}

/** A numeric attribute, or undefined. */
export function numberAttr(tag: SaxesTagPlain, name: string): number | undefined {
  const raw = tag.attributes[name];
  if (raw === undefined) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}
