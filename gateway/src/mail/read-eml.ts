/**
 * Reads back an outbox .eml (tests, and anyone inspecting DATA_DIR/outbox by script): unfolds and
 * decodes the headers (RFC 2047 encoded words) and the quoted-printable or base64 body that
 * nodemailer writes. Plain text mails only, which is all the gateway sends.
 */
export interface ReadMail {
  headers: Record<string, string>;
  to: string;
  subject: string;
  text: string;
}

/** Quoted-printable (RFC 2045) to text: soft line breaks joined, =XX bytes read as UTF-8. */
export function fromQuotedPrintable(encoded: string): string {
  const joined = encoded.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header value with its encoded words decoded (the space between two adjacent words dropped). */
export const fromEncodedWords = (value: string) =>
  value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replace(/_/g, ' ')),
    );

export function readEml(raw: string): ReadMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).toLowerCase()] = fromEncodedWords(line.slice(colon + 1).trim());
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? fromQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return {
    headers,
    to: headers.to ?? '',
    subject: headers.subject ?? '',
    text: decoded.replace(/\r\n/g, '\n'),
  };
}
