import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hashPassword,
  hashPasswordsCheaplyForTests,
  verifyAgainstDecoy,
  verifyPassword,
} from '../passwords.ts';

describe('passwords', () => {
  // At the cost members' passwords are hashed with (the other files hash cheaply).
  beforeAll(() => hashPasswordsCheaplyForTests(false));
  afterAll(() => hashPasswordsCheaplyForTests(true));

  it('hashes with a fresh salt and verifies only the right password', async () => {
    const first = await hashPassword('台北租屋 2026');
    const second = await hashPassword('台北租屋 2026');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('台北租屋 2026', first)).toBe(true);
    expect(await verifyPassword('台北租屋 2025', first)).toBe(false);
  });

  it('verifies a password hashed at another cost by the cost its hash names', async () => {
    hashPasswordsCheaplyForTests(true);
    const cheap = await hashPassword('台北租屋 2026');
    hashPasswordsCheaplyForTests(false);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('台北租屋 2026', cheap)).toBe(true);
    expect(await verifyPassword('台北租屋 2025', cheap)).toBe(false);
  });

  it('refuses hashes it does not understand and answers false for unknown members', async () => {
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });
});
