import { join } from 'node:path';
import type { AppConfig } from '../config';
import { ConfigError } from '../config';
import { MailgunMailer } from './mailgun';
import { OutboxMailer } from './outbox';
import type { Mailer } from './port';
import { SmtpMailer } from './smtp';

const fail = (variable: string, why: string) =>
  new ConfigError(`Invalid configuration:\n  ${variable}: ${why}`);

/** The transport MAIL_TRANSPORT names; a missing setting stops the start naming the variable. */
export function openMailer(config: AppConfig): Mailer {
  if (config.MAIL_TRANSPORT === 'mailgun') {
    if (!config.MAILGUN_API_KEY) throw fail('MAILGUN_API_KEY', 'required when MAIL_TRANSPORT=mailgun');
    if (!config.MAILGUN_DOMAIN) throw fail('MAILGUN_DOMAIN', 'required when MAIL_TRANSPORT=mailgun');
    return new MailgunMailer({
      apiKey: config.MAILGUN_API_KEY,
      domain: config.MAILGUN_DOMAIN,
      baseUrl: config.MAILGUN_API_URL,
      from: config.MAIL_FROM,
    });
  }
  if (config.MAIL_TRANSPORT === 'smtp') {
    if (!config.SMTP_URL) throw fail('SMTP_URL', 'required when MAIL_TRANSPORT=smtp');
    return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  }
  return new OutboxMailer(join(config.DATA_DIR, 'outbox'), config.MAIL_FROM);
}
