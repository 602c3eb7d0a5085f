import { describe, expect, it } from 'vitest';
import { hasKnownPhonePrefix, mobileDigits } from '../phone-prefix.ts';

describe('the phone prefix rule', () => {
  it('refuses fewer than 4 digits, whatever they are', () => {
    for (const digits of ['', '0', '09', '091']) expect(hasKnownPhonePrefix(digits)).toBe(false);
  });

  it('takes exactly 4 digits only when they are a known prefix', () => {
    expect(hasKnownPhonePrefix('0912')).toBe(true);
    expect(hasKnownPhonePrefix('0800')).toBe(true);
    expect(hasKnownPhonePrefix('0809')).toBe(true);
    expect(hasKnownPhonePrefix('0801')).toBe(false);
    expect(hasKnownPhonePrefix('0212')).toBe(false);
  });

  it('takes a longer number when its first 4 digits are a known prefix', () => {
    expect(hasKnownPhonePrefix('0912345678')).toBe(true);
    expect(hasKnownPhonePrefix('0800000123')).toBe(true);
    expect(hasKnownPhonePrefix('0223456789')).toBe(false);
    expect(hasKnownPhonePrefix('0912-345')).toBe(false);
  });
});

describe('a mobile number as forms take it', () => {
  it('drops spaces and dashes and keeps 10 digits of a mobile prefix', () => {
    expect(mobileDigits('0912-345-678')).toBe('0912345678');
    expect(mobileDigits(' 0912 345 678 ')).toBe('0912345678');
  });

  it('refuses free-phone numbers, landlines and wrong lengths', () => {
    expect(mobileDigits('0800123456')).toBeNull();
    expect(mobileDigits('0223456789')).toBeNull();
    expect(mobileDigits('091234567')).toBeNull();
    expect(mobileDigits('09123456789')).toBeNull();
  });
});
