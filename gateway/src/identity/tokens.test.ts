import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';
import { TokenSigner } from './tokens';

describe('TokenSigner', () => {
  const secret = 'x'.repeat(40);
  it('round-trips claims for the same purpose only', () => {
    const signer = new TokenSigner(secret);
    const token = signer.sign('reset', 'u1', 60, { jti: 'a' });
    expect(signer.verify('reset', token)).toMatchObject({ sub: 'u1', jti: 'a' });
    expect(signer.verify('session', token)).toBeUndefined();
    expect(new TokenSigner('y'.repeat(40)).verify('reset', token)).toBeUndefined();
  });
  it('reports expiry and refuses tampering', () => {
    let now = 1000;
    const signer = new TokenSigner(secret, () => now);
    const token = signer.sign('custom', 'u1', 300);
    now = 1300;
    expect(signer.verify('custom', token)).toBe('expired');
    const [body, mac] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ sub: 'admin', iat: 0, exp: 9e9 })).toString('base64url')}.${mac}`;
    expect(signer.verify('custom', forged)).toBeUndefined();
    expect(signer.verify('custom', `${body}`)).toBeUndefined();
    expect(signer.verify('custom', 'a.b.c')).toBeUndefined();
  });
});

describe('scrypt passwords', () => {
  it('verifies the right password only and salts each hash', async () => {
    const a = await hashPassword('Segreta1');
    const b = await hashPassword('Segreta1');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Segreta1', a)).toBe(true);
    expect(await verifyPassword('segreta1', a)).toBe(false);
    expect(await verifyPassword('Segreta1', 'plain')).toBe(false);
  });
});
