import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../password-policy.ts';

const listed = readFileSync(new URL('../data/common-passwords.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'));

describe('common passwords', () => {
  it('ships a few hundred, each long enough to pass the length rule and lower-case', () => {
    expect(listed.length).toBeGreaterThan(300);
    expect(new Set(listed).size).toBe(listed.length);
    for (const password of listed) {
      expect(password.length, password).toBeGreaterThanOrEqual(8);
      expect(password, password).toBe(password.toLowerCase());
    }
  });

  it.each([
    '12345678',
    'aa123456',
    'qwerty123',
    'iloveyou',
    'password',
    '1qaz2wsx',
    '0912345678',
    'a123456789',
    'woaini1314',
  ])('knows %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it('compares without case, width or surrounding spaces', () => {
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('ＱＷＥＲＴＹ１２３')).toBe(true);
    expect(isCommonPassword(' iloveyou ')).toBe(true);
  });

  it('lets uncommon passwords through', () => {
    expect(isCommonPassword('correct horse battery')).toBe(false);
    expect(isCommonPassword('台北租屋 2026')).toBe(false);
    expect(isCommonPassword('12345678x!')).toBe(false);
  });
});
