/**
 * The phone prefix rule of the specification: the first four digits of a number must be a
 * known prefix: a mobile one (09xx) or the free-phone 0800 and 0809.
 */
const FREE_PHONE_PREFIXES = ['0800', '0809'];

function isKnownPrefix(prefix: string): boolean {
  return /^09\d\d$/.test(prefix) || FREE_PHONE_PREFIXES.includes(prefix);
}

/**
 * Fewer than 4 digits: invalid; exactly 4: the prefix itself must be known; more: valid when
 * the first 4 are. Only digits count: spaces and dashes are the caller's to drop.
 */
export function hasKnownPhonePrefix(digits: string): boolean {
  if (!/^\d+$/.test(digits) || digits.length < 4) return false;
  return isKnownPrefix(digits.slice(0, 4));
}

/** A Taiwan mobile number as forms take it: 10 digits with a known prefix, spaces and dashes dropped. */
export function mobileDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^09\d{8}$/.test(digits) && hasKnownPhonePrefix(digits) ? digits : null;
}
