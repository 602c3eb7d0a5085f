import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPhonePrefix, mobileDigits, PHONE_PREFIXES } from '../phone-prefix.ts';

const digit = fc.constantFrom(...'0123456789');
const digits = (minLength: number, maxLength: number) =>
  fc.array(digit, { minLength, maxLength }).map((list) => list.join(''));
const listed = (prefix: string) => prefix.startsWith('09') || ['0800', '0809'].includes(prefix);

describe('isValidPhonePrefix', () => {
  it('lists the mobile prefixes 0900 to 0999 and the toll-free 0800 and 0809', () => {
    expect(PHONE_PREFIXES.size).toBe(102);
    expect([...PHONE_PREFIXES].every(listed)).toBe(true);
  });

  it('rejects fewer than four digits', () => {
    for (const phone of ['', '0', '09', '091']) expect(isValidPhonePrefix(phone)).toBe(false);
  });

  it('accepts four digits only when they are a listed prefix', () => {
    expect(isValidPhonePrefix('0912')).toBe(true);
    expect(isValidPhonePrefix('0800')).toBe(true);
    expect(isValidPhonePrefix('0809')).toBe(true);
    expect(isValidPhonePrefix('0801')).toBe(false);
    expect(isValidPhonePrefix('0212')).toBe(false);
  });

  it('accepts a longer number by its first four digits, dashes aside', () => {
    expect(isValidPhonePrefix('0912345678')).toBe(true);
    expect(isValidPhonePrefix('0912-345-678')).toBe(true);
    expect(isValidPhonePrefix('0800-000-123')).toBe(true);
    expect(isValidPhonePrefix('0227222222')).toBe(false);
    expect(isValidPhonePrefix('09a2345678')).toBe(false);
  });

  it('holds for any string of digits: valid exactly when long enough and listed', () => {
    fc.assert(
      fc.property(digits(0, 14), (phone) => {
        expect(isValidPhonePrefix(phone)).toBe(phone.length >= 4 && listed(phone.slice(0, 4)));
      }),
      { numRuns: 2000 },
    );
  });

  it('holds for any listed prefix followed by any digits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PHONE_PREFIXES), digits(0, 8), (prefix, rest) => {
        expect(isValidPhonePrefix(`${prefix}${rest}`)).toBe(true);
      }),
    );
  });
});

describe('mobileDigits', () => {
  it('drops spaces and dashes and keeps 10 digits of a mobile prefix', () => {
    expect(mobileDigits('0912-345-678')).toBe('0912345678');
    expect(mobileDigits(' 0912 345 678 ')).toBe('0912345678');
  });

  it('refuses toll-free numbers, landlines and wrong lengths', () => {
    expect(mobileDigits('0800123456')).toBeNull();
    expect(mobileDigits('0223456789')).toBeNull();
    expect(mobileDigits('091234567')).toBeNull();
    expect(mobileDigits('09123456789')).toBeNull();
  });
});
