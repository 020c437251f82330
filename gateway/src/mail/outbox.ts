import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toEml } from './eml';
import type { Mailer, MailMessage } from './port';

/**
 * Writes each message as DATA_DIR/outbox/{time}-{n}.eml (written to a temp name, then renamed, so a
 * reader never sees half a file). The default transport: nothing to configure, easy to inspect.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  private n = 0;

  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage) {
    await mkdir(this.dir, { recursive: true });
    const { id, eml } = await toEml(message, this.from);
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++this.n}.eml`;
    const tmp = join(this.dir, `.${name}.tmp`);
    await writeFile(tmp, eml, 'utf8');
    await rename(tmp, join(this.dir, name));
    return { id };
  }
}
