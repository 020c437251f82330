import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readEml } from '@archive/gateway/mail/read-eml';

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
      // Decoded by the gateway's own reader of what nodemailer writes (encoded words, QP bodies).
      const { to, subject, text } = readEml(await readFile(path.join(dir, name), 'utf8'));
      return { file: name, to, subject, text };
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
