import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.ts';
import { smsCodes } from '../../../db/schema/index.ts';
import { newMobile } from '../../../test-support/members.ts';
import { openTestDatabase } from '../../../test-support/test-database.ts';
import { SMS_CODE_RULES, sendSmsCode, useSmsCode } from '../sms-codes.ts';
import { SmsNotSent, type SmsSender } from '../sms-sender.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The texts that would have gone out, newest last. */
const texts: { mobile: string; text: string }[] = [];
const recording: SmsSender = {
  async send(mobile, text) {
    texts.push({ mobile, text });
  },
};
const failing: SmsSender = {
  async send() {
    throw new SmsNotSent('gateway down');
  },
};

/** 10:00 in Taiwan (02:00 UTC): the clock the rules are read against. */
const MORNING = new Date('2026-03-02T02:00:00Z');
const at = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

async function send(mobile: string, now: Date, sender = recording) {
  return sendSmsCode(database.db, sender, { mobile, purpose: 'visit' }, now);
}

/** Sends a code and reads it back from the text. */
async function codeFor(mobile: string, now: Date): Promise<string> {
  await send(mobile, now);
  const text = texts.at(-1)!;
  expect(text.mobile).toBe(mobile);
  return /驗證碼為 (\d{6})，/.exec(text.text)![1]!;
}

const use = (mobile: string, code: string, now: Date) =>
  useSmsCode(database.db, { mobile, purpose: 'visit', code }, now);

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('sending a code', () => {
  it('texts 6 digits in the site’s words and keeps only a hash of them', async () => {
    const mobile = newMobile();
    const sent = await send(mobile, MORNING);
    expect(sent).toEqual({ status: 1, resendAfter: 60, expiresIn: 300 });
    const { text } = texts.at(-1)!;
    expect(text).toMatch(
      /^【591房屋交易網】您的驗證碼為 \d{6}，5分鐘內有效。請勿將驗證碼提供給他人。$/,
    );
    const code = /(\d{6})/.exec(text)![1]!;
    const [row] = await database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(300_000);
  });

  it('refuses another within 60 s, saying how long to wait, and sends after', async () => {
    const mobile = newMobile();
    await send(mobile, MORNING);
    await expect(send(mobile, at(MORNING, 18))).rejects.toMatchObject({
      statusCode: 429,
      message: '請於 42 秒後再重新發送驗證碼',
    });
    await expect(send(mobile, at(MORNING, 60))).resolves.toMatchObject({ status: 1 });
  });

  it('refuses the 6th code of a Taiwan day, and sends again once that day is over', async () => {
    const mobile = newMobile();
    for (let index = 0; index < SMS_CODE_RULES.sendsPerDay; index++) {
      await send(mobile, at(MORNING, index * 120));
    }
    await expect(send(mobile, at(MORNING, 3600))).rejects.toMatchObject({
      statusCode: 429,
      message: '這支手機今天已收到 5 次驗證碼，請明天再試',
    });
    // 23:59 in Taiwan is still the same day; midnight there (16:00 UTC) is the next.
    await expect(send(mobile, new Date('2026-03-02T15:59:00Z'))).rejects.toMatchObject({
      statusCode: 429,
    });
    await expect(send(mobile, new Date('2026-03-02T16:00:00Z'))).resolves.toMatchObject({
      status: 1,
    });
  });

  it('does not count a text the provider did not take', async () => {
    const mobile = newMobile();
    await expect(send(mobile, MORNING, failing)).rejects.toBeInstanceOf(SmsNotSent);
    expect(await database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile))).toEqual(
      [],
    );
    await expect(send(mobile, at(MORNING, 1))).resolves.toMatchObject({ status: 1 });
  });

  it('lets one of two sends at the same moment through', async () => {
    const mobile = newMobile();
    const results = await Promise.allSettled([send(mobile, MORNING), send(mobile, MORNING)]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });
});

describe('using a code', () => {
  it('takes the right code once', async () => {
    const mobile = newMobile();
    const code = await codeFor(mobile, MORNING);
    await expect(use(mobile, code, at(MORNING, 30))).resolves.toBeUndefined();
    await expect(use(mobile, code, at(MORNING, 40))).rejects.toMatchObject({
      field: 'code',
      message: '驗證碼已過期，請重新發送',
    });
  });

  it('refuses a wrong code, and kills the code at the 5th wrong try', async () => {
    const mobile = newMobile();
    const code = await codeFor(mobile, MORNING);
    for (let index = 0; index < SMS_CODE_RULES.triesPerCode; index++) {
      await expect(use(mobile, wrong(code), at(MORNING, 10))).rejects.toMatchObject({
        statusCode: 400,
        field: 'code',
        message: '驗證碼不正確',
      });
    }
    await expect(use(mobile, code, at(MORNING, 20))).rejects.toMatchObject({
      field: 'code',
      message: '驗證碼已過期，請重新發送',
    });
  });

  it('takes the right code at the 5th try', async () => {
    const mobile = newMobile();
    const code = await codeFor(mobile, MORNING);
    for (let index = 1; index < SMS_CODE_RULES.triesPerCode; index++) {
      await expect(use(mobile, wrong(code), MORNING)).rejects.toMatchObject({
        message: '驗證碼不正確',
      });
    }
    await expect(use(mobile, code, MORNING)).resolves.toBeUndefined();
  });

  it('refuses a code after its 5 minutes', async () => {
    const mobile = newMobile();
    const code = await codeFor(mobile, MORNING);
    await expect(use(mobile, code, at(MORNING, 300))).rejects.toMatchObject({
      field: 'code',
      message: '驗證碼已過期，請重新發送',
    });
  });

  it('takes only the newest code sent', async () => {
    const mobile = newMobile();
    const first = await codeFor(mobile, MORNING);
    const second = await codeFor(mobile, at(MORNING, 60));
    if (first !== second) {
      await expect(use(mobile, first, at(MORNING, 70))).rejects.toMatchObject({
        message: '驗證碼不正確',
      });
    }
    await expect(use(mobile, second, at(MORNING, 70))).resolves.toBeUndefined();
  });

  it('asks for a code when none was typed or sent, without spending a try', async () => {
    const mobile = newMobile();
    await expect(use(mobile, '', MORNING)).rejects.toMatchObject({
      field: 'code',
      message: '請輸入簡訊驗證碼',
    });
    await expect(use(mobile, '123456', MORNING)).rejects.toMatchObject({
      field: 'code',
      message: '請先發送驗證碼',
    });
    const code = await codeFor(mobile, MORNING);
    await expect(use(mobile, '12a456', MORNING)).rejects.toMatchObject({ field: 'code' });
    const [row] = await database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row!.tries).toBe(0);
    await expect(use(mobile, code, MORNING)).resolves.toBeUndefined();
  });
});
