import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashes', () => {
  it('are argon2id with the OWASP parameters (m=19456 KiB, t=2, p=1) and verify', async () => {
    const h = await hashPassword('difference-engine-1822');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(h, 'difference-engine-1822')).toBe(true);
    expect(await verifyPassword(h, 'difference-engine-1823')).toBe(false);
    expect(await verifyPassword(null, 'difference-engine-1822')).toBe(false);
  });
});
