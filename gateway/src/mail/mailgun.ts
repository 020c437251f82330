import type { Mailer, MailMessage } from './port';

export interface MailgunSettings {
  apiKey: string;
  domain: string;
  /** https://api.mailgun.net, https://api.eu.mailgun.net, or a fake server in tests. */
  baseUrl: string;
  from: string;
}

/** Mailgun's HTTP API (POST /v3/{domain}/messages, basic auth api:{key}, form fields). */
export class MailgunMailer implements Mailer {
  readonly kind = 'mailgun' as const;

  constructor(
    private readonly settings: MailgunSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: MailMessage) {
    const form = new URLSearchParams({
      from: this.settings.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
    if (message.replyTo) form.set('h:Reply-To', message.replyTo);
    const url = `${this.settings.baseUrl.replace(/\/$/, '')}/v3/${encodeURIComponent(this.settings.domain)}/messages`;
    const res = await this.fetchImpl(url, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`api:${this.settings.apiKey}`).toString('base64')}` },
      body: form,
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new Error(`Mailgun answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    const body = (await res.json().catch(() => ({}))) as { id?: string };
    return { id: body.id ?? '' };
  }
}
