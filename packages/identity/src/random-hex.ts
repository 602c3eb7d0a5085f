/**
 * 32 random hex digits. crypto.randomUUID would do, but browsers offer it only on https
 * pages, and the site is also served over plain http (locally and in tests).
 */
export function randomHex(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
