import { describe, expect, it } from 'vitest';
import { hashPassword, MAX_PASSWORD_LENGTH, scryptParams, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('stores the scrypt parameters with a random salt and verifies only the right password', async () => {
    const stored = await hashPassword('Demo12345', scryptParams(10));
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await hashPassword('Demo12345', scryptParams(10))).not.toBe(stored);
    expect(await verifyPassword('Demo12345', stored)).toBe(true);
    expect(await verifyPassword('demo12345', stored)).toBe(false);
  });

  it('uses N = 2^17 at production cost', () => {
    expect(scryptParams(17)).toEqual({ N: 131072, r: 8, p: 1 });
  });

  it('never matches a malformed hash or an over-long password', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$8$1$salt$hash')).toBe(false);
    const stored = await hashPassword('a'.repeat(MAX_PASSWORD_LENGTH), scryptParams(10));
    expect(await verifyPassword('a'.repeat(MAX_PASSWORD_LENGTH + 1), stored)).toBe(false);
    await expect(hashPassword('a'.repeat(MAX_PASSWORD_LENGTH + 1), scryptParams(10))).rejects.toThrow(
      RangeError,
    );
  });
});
