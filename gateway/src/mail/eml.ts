import nodemailer from 'nodemailer';
import type { MailMessage } from './port';

/**
 * The message as RFC 5322 text, written by nodemailer (its stream transport, nothing is sent):
 * encoded words for any non-ASCII header, display names included ("Archivio Città"), headers
 * folded under 78 characters, quoted-printable UTF-8 body, CRLF line ends. Header values are
 * nodemailer's to encode, so line breaks in user input cannot start extra headers.
 */
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

export async function toEml(
  message: MailMessage,
  from: string,
  date = new Date(),
): Promise<{ id: string; eml: string }> {
  const info = await composer.sendMail({
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    date,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  });
  return { id: info.messageId, eml: (info.message as Buffer).toString('utf8') };
}
