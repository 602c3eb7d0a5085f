import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { startOfTaiwanDay } from '@591/config';
import type { SmsCodeSent, SmsPurpose } from '@591/contract';
import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { smsCodes } from '../../db/schema/index.ts';
import { FieldError, TooManyError } from '../../lib/http-errors.ts';
import type { SmsSender } from './sms-sender.ts';

export const SMS_CODE_RULES = {
  lifetimeSeconds: 5 * 60,
  resendSeconds: 60,
  /** Per mobile and purpose, in a Taiwan day. */
  sendsPerDay: 5,
  /** Per mobile, every purpose together, in a Taiwan day: no number is flooded with texts. */
  sendsPerDayAllPurposes: 10,
  /** Per code: the fifth try is its last. */
  triesPerCode: 5,
} as const;

/** The words for a mobile that is not a Taiwan mobile (mobileDigits), wherever one is typed. */
export const MOBILE_MESSAGE = '請輸入正確的手機號碼（09 開頭共 10 碼）';
export const CODE_FORMAT_MESSAGE = '請輸入簡訊中的 6 位數驗證碼';

/** Rows are kept past the day they count in, then swept at a send: no scheduler needed. */
const KEPT_MS = 2 * 86_400_000;

export const codeText = (code: string) =>
  `【591房屋交易網】您的驗證碼為 ${code}，5分鐘內有效。請勿將驗證碼提供給他人。`;

/*
 * A code lives five minutes and dies after five tries, so a salted SHA-256 is enough: the
 * table does not show codes to whoever reads it, and a slow hash would not make a million
 * possible codes much harder to run through.
 */
function hashCode(code: string): string {
  const salt = randomBytes(12).toString('base64url');
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('base64url')}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt = '', digest = ''] = stored.split('$');
  const expected = Buffer.from(digest, 'base64url');
  const actual = createHash('sha256').update(`${salt}:${code}`).digest();
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const ofMobile = (mobile: string, purpose: SmsPurpose) =>
  and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose));

/**
 * Sends a new 6-digit code to a mobile (digits only), unless the mobile had one for the purpose
 * in the last minute, five for it today, or ten of every purpose today. A text the provider did
 * not take is not counted.
 */
export async function sendSmsCode(
  db: Database,
  sender: SmsSender,
  { mobile, purpose }: { mobile: string; purpose: SmsPurpose },
  now = new Date(),
): Promise<SmsCodeSent> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = await db.transaction(async (tx) => {
    // Instances share the database, not memory: the lock makes two sends to one mobile take
    // turns (on any instance), so each sees the other's row before it counts.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-code:${mobile}`}::text))`);
    const [latest] = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(ofMobile(mobile, purpose))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    const waitMs = latest
      ? latest.createdAt.getTime() + SMS_CODE_RULES.resendSeconds * 1000 - now.getTime()
      : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new TooManyError(`請於 ${seconds} 秒後再重新發送驗證碼`, seconds);
    }
    const [today] = await tx
      .select({
        sent: count(),
        forPurpose: sql<number>`count(*) filter (where ${smsCodes.purpose} = ${purpose})::int`,
      })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile), gte(smsCodes.createdAt, startOfTaiwanDay(now))));
    if (
      (today?.forPurpose ?? 0) >= SMS_CODE_RULES.sendsPerDay ||
      (today?.sent ?? 0) >= SMS_CODE_RULES.sendsPerDayAllPurposes
    ) {
      // Counted by the Taiwan day: the next one starts at midnight there.
      const untilMidnight = startOfTaiwanDay(now).getTime() + 86_400_000 - now.getTime();
      throw new TooManyError(
        `這支手機今天已收到 ${SMS_CODE_RULES.sendsPerDay} 次驗證碼，請明天再試`,
        untilMidnight / 1000,
      );
    }
    await tx.delete(smsCodes).where(lt(smsCodes.createdAt, new Date(now.getTime() - KEPT_MS)));
    const [created] = await tx
      .insert(smsCodes)
      .values({
        mobile,
        purpose,
        codeHash: hashCode(code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_RULES.lifetimeSeconds * 1000),
      })
      .returning({ id: smsCodes.id });
    return created!.id;
  });
  try {
    await sender.send(mobile, codeText(code));
  } catch (error) {
    await db.delete(smsCodes).where(eq(smsCodes.id, id));
    throw error;
  }
  return {
    status: 1,
    resendAfter: SMS_CODE_RULES.resendSeconds,
    expiresIn: SMS_CODE_RULES.lifetimeSeconds,
  };
}

/**
 * Spends the mobile's newest code: a wrong one costs a try; one expired, used or tried five
 * times must be sent again. Refusals name the form's `code` field (or the `field` given).
 */
export async function useSmsCode(
  db: Database,
  {
    mobile,
    purpose,
    code,
    field = 'code',
  }: {
    mobile: string;
    purpose: SmsPurpose;
    code: string | undefined;
    /** The form's field the code was typed in, where a form asks for two. */
    field?: string;
  },
  now = new Date(),
): Promise<void> {
  const typed = (code ?? '').trim();
  if (typed === '') throw new FieldError(field, '請輸入簡訊驗證碼');
  if (!/^\d{6}$/.test(typed)) throw new FieldError(field, CODE_FORMAT_MESSAGE);
  const [newest] = await db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(ofMobile(mobile, purpose))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!newest) throw new FieldError(field, '請先發送驗證碼');
  const live = and(
    eq(smsCodes.id, newest.id),
    isNull(smsCodes.usedAt),
    gt(smsCodes.expiresAt, now),
  );
  // The try is counted before the code is compared, in one statement: guesses sent in
  // parallel cannot all be compared before the first is counted.
  const [tried] = await db
    .update(smsCodes)
    .set({ tries: sql`${smsCodes.tries} + 1` })
    .where(and(live, lt(smsCodes.tries, SMS_CODE_RULES.triesPerCode)))
    .returning({ codeHash: smsCodes.codeHash });
  if (!tried) throw new FieldError(field, '驗證碼已過期，請重新發送');
  if (!codeMatches(typed, tried.codeHash)) throw new FieldError(field, '驗證碼不正確');
  const [used] = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(live)
    .returning({ id: smsCodes.id });
  if (!used) throw new FieldError(field, '驗證碼已過期，請重新發送');
}
