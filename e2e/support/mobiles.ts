import { randomInt } from 'node:crypto';

/** A mobile number of its own for each test: one in 100 million, drawn at random. */
export function newMobile(): string {
  return `09${String(randomInt(100_000_000)).padStart(8, '0')}`;
}
