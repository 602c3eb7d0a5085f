import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
/** N = 2^15 costs about 50 ms and 32 MiB per hash: slow for guessing, fine for a login. */
export const PASSWORD_COST = {
  N: 32768,
  r: 8,
  p: 1,
  maxmem: 64 * 1024 * 1024,
} as const satisfies ScryptOptions;
let COST: ScryptOptions & { N: number; r: number; p: number } = PASSWORD_COST;

/**
 * The API's own tests hash a thousand passwords: at N = 2^10 each costs a millisecond, not
 * fifty (a fifth of the suite's computing). Hashes name their cost, so either verifies.
 */
export function hashPasswordsCheaplyForTests(cheap: boolean): void {
  COST = cheap ? { ...PASSWORD_COST, N: 1024 } : PASSWORD_COST;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** A self-describing hash: scrypt$N$r$p$salt$key, so the cost can rise without a migration. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: COST.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Spends the same time as a real check, so a login cannot tell which mobile numbers exist. */
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy password for unknown members');
  await verifyPassword(password, await decoy);
  return false;
}
