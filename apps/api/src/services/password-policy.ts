import { readFileSync } from 'node:fs';

/** One password a line, lower-case; `#` starts a comment. */
const COMMON_PASSWORDS = new Set(
  readFileSync(new URL('./data/common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

export const COMMON_PASSWORD_MESSAGE = '密碼太常見，請換一個不易被猜中的密碼';

/**
 * Guessers try these first, whatever the case: the length rule alone lets `12345678` and
 * `Password` through. Normalised as passwords are hashed, so full-width digits match too.
 */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.normalize('NFKC').trim().toLowerCase());
}
