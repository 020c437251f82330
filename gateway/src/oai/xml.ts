/**
 * The OAI-PMH envelope (OAI-PMH.xsd): responseDate, request, then the verb's element or the errors.
 * Answers are built as text: a page of 100 records is a few hundred small elements, and string
 * building keeps a page under a few milliseconds where a DOM would not.
 */

export const OAI_NS = 'http://www.openarchives.org/OAI/2.0/';
export const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';
const OAI_SCHEMA = `${OAI_NS} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd`;

// XML 1.0 cannot carry these code points even escaped; catalogues pasted from word processors do.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to remove them
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text or attribute value, escaped (quotes too, so one function serves both). */
export const esc = (value: string) =>
  value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

export const element = (name: string, text: string) => `<${name}>${esc(text)}</${name}>`;

/** UTC with second granularity, the repository's granularity: YYYY-MM-DDThh:mm:ssZ. */
export const utcDatestamp = (seconds: number) => `${new Date(seconds * 1000).toISOString().slice(0, 19)}Z`;

export type OaiErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

export class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The whole answer. `args` are the request's arguments, echoed as attributes of <request> except
 * after badVerb or badArgument, where the protocol wants the base URL alone.
 */
export function envelope(
  baseUrl: string,
  args: Readonly<Record<string, string>> | null,
  body: string,
  now = Date.now(),
): string {
  const attributes = args
    ? Object.entries(args)
        .map(([k, v]) => ` ${k}="${esc(v)}"`)
        .join('')
    : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<OAI-PMH xmlns="${OAI_NS}" xmlns:xsi="${XSI_NS}" xsi:schemaLocation="${OAI_SCHEMA}">` +
    `<responseDate>${utcDatestamp(Math.floor(now / 1000))}</responseDate>` +
    `<request${attributes}>${esc(baseUrl)}</request>${body}</OAI-PMH>\n`
  );
}

export const errorXml = (error: OaiError) => `<error code="${error.code}">${esc(error.message)}</error>`;
