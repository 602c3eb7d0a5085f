/**
 * The first four digits a Taiwanese number may start with: mobile numbers (09xx) and the
 * toll-free 0800 and 0809 lines.
 */
export const PHONE_PREFIXES: ReadonlySet<string> = new Set([
  ...Array.from({ length: 100 }, (_, index) => `09${String(index).padStart(2, '0')}`),
  '0800',
  '0809',
]);

const PREFIX_LENGTH = 4;

/**
 * Fewer than four digits is invalid; four must be a listed prefix; a longer number is valid
 * when its first four digits are. Dashes and spaces are formatting and are ignored.
 */
export function isValidPhonePrefix(phone: string): boolean {
  const digits = phone.replace(/[\s-]/g, '');
  if (!/^[0-9]+$/.test(digits) || digits.length < PREFIX_LENGTH) return false;
  return PHONE_PREFIXES.has(digits.slice(0, PREFIX_LENGTH));
}

/** A Taiwan mobile number as forms take it: 10 digits with a mobile prefix, spaces and dashes dropped. */
export function mobileDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^09\d{8}$/.test(digits) && isValidPhonePrefix(digits) ? digits : null;
}
