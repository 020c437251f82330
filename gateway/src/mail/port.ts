/** The mail port: the outbox folder by default, Mailgun's HTTP API or an SMTP server in production. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | undefined;
}

export interface Mailer {
  readonly kind: 'outbox' | 'mailgun' | 'smtp';
  send(message: MailMessage): Promise<{ id: string }>;
}
