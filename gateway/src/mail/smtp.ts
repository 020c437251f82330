import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './port';

/** Any SMTP server (MAIL_TRANSPORT=smtp, SMTP_URL=smtp[s]://user:pass@host:port), through nodemailer. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    // Timeouts so a silent server fails a send instead of holding it for minutes.
    this.transport = nodemailer.createTransport({
      url,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
  }

  async send(message: MailMessage) {
    const info = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    });
    return { id: info.messageId };
  }
}
