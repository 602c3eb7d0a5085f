import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../passwords.ts';

describe('passwords', () => {
  it('hashes with a fresh salt and verifies only the right password', async () => {
    const first = await hashPassword('台北租屋 2026');
    const second = await hashPassword('台北租屋 2026');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('台北租屋 2026', first)).toBe(true);
    expect(await verifyPassword('台北租屋 2025', first)).toBe(false);
  });

  it('refuses hashes it does not understand and answers false for unknown members', async () => {
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });
});
