/**
 * What a driver says when the database cannot be reached now (down, restarting, not answering),
 * as opposed to a query it refused: socket errors, SQLSTATE class 08 (connection exception) and
 * 57P01-57P03 (shut down by an administrator, crashed, starting up), and node-postgres's own
 * words for a connection lost or never made in time.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_WORDS =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** True when `error` (or what caused it: drizzle wraps the driver's) says the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_WORDS.test(cause.message)) return true;
  }
  return false;
}

/** How long a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
