import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OutboxMailer } from './outbox';

describe('outbox mailer', () => {
  it('writes one complete .eml per message and no temp files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-outbox-'));
    const mailer = new OutboxMailer(join(dir, 'outbox'), 'Archivio <no-reply@example.org>');
    await Promise.all(
      [1, 2, 3].map((n) => mailer.send({ to: `u${n}@example.org`, subject: `S${n}`, text: `Corpo ${n}` })),
    );
    const files = readdirSync(join(dir, 'outbox'));
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(3);
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);
    const all = files.map((f) => readFileSync(join(dir, 'outbox', f), 'utf8')).join('\n');
    expect(all).toMatch(/^To: u2@example.org$/m);
    expect(all).toContain('Corpo 3');
    rmSync(dir, { recursive: true, force: true });
  });
});
