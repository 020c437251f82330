import { randomBytes } from 'node:crypto';
import type { MailMessage } from './port';

/** RFC 2047 encoded-word for header values that are not plain ASCII. */
const header = (value: string) => {
  const clean = value.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(clean)
    ? clean
    : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
};

/**
 * An RFC 822 / 5322 message as text: headers, blank line, UTF-8 body (8bit, CRLF line ends). Header
 * values lose line breaks, so user input cannot inject extra headers.
 */
export function toEml(message: MailMessage, from: string, date = new Date()): { id: string; eml: string } {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  const id = `<${Date.now().toString(36)}.${randomBytes(6).toString('hex')}@${domain}>`;
  const lines = [
    `From: ${header(from)}`,
    `To: ${header(message.to)}`,
    ...(message.replyTo ? [`Reply-To: ${header(message.replyTo)}`] : []),
    `Subject: ${header(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: ${id}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.text.replace(/\r?\n/g, '\r\n'),
    '',
  ];
  return { id, eml: lines.join('\r\n') };
}
