import { describe, expect, it } from 'vitest';
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
  it('keys MACs by purpose too (the CSRF token of a session is no token of another purpose)', () => {
    const signer = new TokenSigner(secret);
    expect(signer.mac('csrf', 'sid-1')).toBe(signer.mac('csrf', 'sid-1'));
    expect(signer.mac('csrf', 'sid-1')).not.toBe(signer.mac('csrf', 'sid-2'));
    expect(signer.mac('csrf', 'sid-1')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
