import { describe, expect, it } from 'vitest';
import { OWASP_LOG2_N, PasswordHasher } from './passwords';

describe('scrypt passwords', () => {
  const cheap = new PasswordHasher(10);
  it('verifies the right password only and salts each hash', async () => {
    const a = await cheap.hash('Segreta1');
    const b = await cheap.hash('Segreta1');
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await cheap.verify('Segreta1', a)).toBe(true);
    expect(await cheap.verify('segreta1', a)).toBe(false);
    expect(await cheap.verify('Segreta1', 'plain')).toBe(false);
  });

  it("hashes at OWASP's minimum by default (N=2^17, r=8, p=1) within node's memory limit", async () => {
    const owasp = new PasswordHasher();
    expect(OWASP_LOG2_N).toBe(17);
    const hash = await owasp.hash('Segreta1');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await owasp.verify('Segreta1', hash)).toBe(true);
  });

  it('asks for a rehash of hashes made with a lower cost, not of current ones', async () => {
    const current = new PasswordHasher(12);
    expect(current.needsRehash(await cheap.hash('x'))).toBe(true);
    expect(current.needsRehash(await current.hash('x'))).toBe(false);
  });

  it('refuses stored parameters that would make the gateway allocate gigabytes', async () => {
    const huge = 'scrypt$1073741824$8$1$c2FsdA$aGFzaA';
    expect(await cheap.verify('x', huge)).toBe(false);
  });
});
