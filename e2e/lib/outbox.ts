import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The mails the e2e gateway "sent": DATA_DIR/outbox/*.eml (MAIL_TRANSPORT=outbox, the default).
 * E2E_DATA_DIR is set by global-setup; against a site you started yourself, set it too.
 */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

export function outboxDir(): string | undefined {
  const dir = process.env.E2E_DATA_DIR;
  return dir ? path.join(dir, 'outbox') : undefined;
}

/**
 * The gateway writes mails with nodemailer: quoted-printable bodies and RFC 2047 encoded headers.
 * Decoded here as in gateway/src/mail/read-eml.ts (e2e does not depend on the gateway package).
 */
function fromQuotedPrintable(encoded: string): string {
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
const fromEncodedWords = (value: string) =>
  value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replace(/_/g, ' ')),
    );

const headerValue = (head: string, name: string) =>
  fromEncodedWords(
    new RegExp(`^${name}: (.*)$`, 'mi').exec(head.replace(/\r\n[ \t]+/g, ' '))?.[1]?.trim() ?? '',
  );

/** Every mail in the outbox, oldest first (file names start with the time). */
export async function readOutbox(): Promise<OutboxMail[]> {
  const dir = outboxDir();
  if (!dir) throw new Error('E2E_DATA_DIR is not set: the outbox cannot be read');
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => {
      const raw = await readFile(path.join(dir, name), 'utf8');
      const split = raw.indexOf('\r\n\r\n');
      const head = raw.slice(0, split);
      const body = raw.slice(split + 4);
      const encoding = headerValue(head, 'Content-Transfer-Encoding').toLowerCase();
      const text =
        encoding === 'quoted-printable'
          ? fromQuotedPrintable(body)
          : encoding === 'base64'
            ? Buffer.from(body, 'base64').toString('utf8')
            : body;
      return {
        file: name,
        to: headerValue(head, 'To'),
        subject: headerValue(head, 'Subject'),
        text: text.replace(/\r\n/g, '\n'),
      };
    }),
  );
}

/** Waits for a mail to `to` that was not in `seen` (file names), and answers it. */
export async function waitForMail(to: string, seen: ReadonlySet<string> = new Set(), timeout = 10_000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const mail = (await readOutbox()).find((m) => m.to.includes(to) && !seen.has(m.file));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} in ${outboxDir()} within ${timeout} ms`);
}

/** The site path of the first /reset_password/{token} link in a mail body. */
export function resetLinkPath(text: string): string {
  const match = /https?:\/\/[^\s/]+((?:\/[a-z]{2})?\/reset_password\/[^\s]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in:\n${text}`);
  return match[1];
}
