import { PROFESSIONAL_FIELD_MESSAGES, taiwanDate, taiwanInstant } from '@591/config';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listings,
  members,
  newBuilds,
  newBuildVisits,
  professionalDecisions,
  viewings,
} from '../../db/schema/index.ts';
import { accountText } from '../../services/account-notices.ts';
import { BOOKINGS_PER_DAY } from '../../services/booking-fairness.ts';
import { SMS_CODE_RULES } from '../../services/sms/sms-codes.ts';
import { SECOND_VIEWING } from '../../services/viewings/viewing-bookings.ts';
import { SECOND_VISIT } from '../../services/visit-bookings.ts';
import { entrustRequest } from '../../test-support/entrusts.ts';
import {
  logIn,
  newMobile,
  oauthOf,
  registerMember,
  sessionCookieOf,
  TEST_PASSWORD,
} from '../../test-support/members.ts';
import { publishListing } from '../../test-support/postings.ts';
import {
  approvedProfessional,
  BROKER_APPLICATION,
  moderatorSession,
} from '../../test-support/professionals.ts';
import { type SiteRequestArgs, siteRequest } from '../../test-support/site-requests.ts';
import { outboxTexts, smsCode } from '../../test-support/sms.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { NOT_REGISTERED_MESSAGE } from '../accounts/password-reset.ts';
import { MOBILE_TAKEN, OWNER_PROOF_MESSAGE } from '../member/account.ts';

/*
 * Who people say they are, tried as a stranger would: each test is a request that used to
 * get through, now refused with its status and the words a person sees.
 */

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
});
afterAll(() => api.close());

const call = (...args: SiteRequestArgs) => siteRequest(api.app, ...args);
const NEW_PASSWORD = 'a brand new secret';

describe('registration confirms the mobile', () => {
  const form = (mobile: string, code?: string) => ({
    mobile,
    ...(code !== undefined && { code }),
    password: TEST_PASSWORD,
    realname: '冒名者',
    sex: 1,
  });

  it('refuses a registration without a code, and with a wrong one, creating nothing', async () => {
    const mobile = newMobile();
    const bare = await call('POST', '/v1/user/register', '', form(mobile));
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ field: 'code', message: '請輸入簡訊驗證碼' });
    const unasked = await call('POST', '/v1/user/register', '', form(mobile, '123456'));
    expect(unasked.json()).toMatchObject({ field: 'code', message: '請先發送驗證碼' });
    const code = await smsCode(api.app, mobile, 'register');
    const wrong = await call(
      'POST',
      '/v1/user/register',
      '',
      form(mobile, code === '000000' ? '111111' : '000000'),
    );
    expect(wrong.json()).toMatchObject({ field: 'code', message: '驗證碼不正確' });
    expect(await api.db.select().from(members).where(eq(members.mobile, mobile))).toEqual([]);
  });

  it('answers a registered number as a new one until its code is confirmed', async () => {
    const { mobile: taken } = await registerMember(api.app);
    const fresh = newMobile();
    // The code that registered it was sent a minute ago: another may be asked now.
    await api.db.execute(`update sms_codes set created_at = created_at - interval '61 seconds'`);
    const askTaken = await call('POST', '/v1/sms/codes', '', {
      mobile: taken,
      purpose: 'register',
    });
    const askFresh = await call('POST', '/v1/sms/codes', '', {
      mobile: fresh,
      purpose: 'register',
    });
    expect(askTaken.statusCode).toBe(askFresh.statusCode);
    expect(askTaken.json()).toEqual(askFresh.json());
    const guessTaken = await call('POST', '/v1/user/register', '', form(taken, '000001'));
    const guessFresh = await call('POST', '/v1/user/register', '', form(fresh, '000001'));
    expect(guessTaken.statusCode).toBe(guessFresh.statusCode);
    expect(guessTaken.json().field).toBe(guessFresh.json().field);
    // Only the number's owner, holding the code, learns it is registered.
    await api.db.execute(`update sms_codes set created_at = created_at - interval '61 seconds'`);
    const code = await smsCode(api.app, taken, 'register');
    const owner = await call('POST', '/v1/user/register', '', form(taken, code));
    expect(owner.statusCode).toBe(409);
    expect(owner.json().message).toBe('此手機號碼已註冊，請直接登入');
  });

  it('lets only a confirmed mobile skip a booking’s code', async () => {
    const { mobile, cookie } = await registerMember(api.app);
    const checked = await call('POST', '/v1/reservation/mobile/valid', cookie, { mobile });
    expect(checked.json().data.needsCode).toBe(false);
    // An account older than the rule: its mobile was never shown to be its own.
    await api.db.update(members).set({ mobileConfirmedAt: null }).where(eq(members.mobile, mobile));
    const unconfirmed = await call('POST', '/v1/reservation/mobile/valid', cookie, { mobile });
    expect(unconfirmed.json().data.needsCode).toBe(true);
    expect((await oauthOf(api.app, cookie)).data.mobile_confirmed).toBe(false);
  });
});

describe('忘記密碼', () => {
  const reset = (mobile: string, code: string | undefined, password = NEW_PASSWORD) =>
    call('POST', '/v1/user/password/reset', '', { mobile, password, ...(code && { code }) });

  it('resets by a code to the registered mobile: every session ends and the owner is told', async () => {
    const { mobile, cookie } = await registerMember(api.app);
    const other = sessionCookieOf(await logIn(api.app, mobile, TEST_PASSWORD));
    expect((await reset(mobile, undefined)).json()).toMatchObject({ field: 'code' });
    const code = await smsCode(api.app, mobile, 'reset');
    const done = await reset(mobile, code);
    expect(done.statusCode).toBe(200);
    expect((await oauthOf(api.app, cookie)).status).toBe(0);
    expect((await oauthOf(api.app, other)).status).toBe(0);
    expect((await oauthOf(api.app, sessionCookieOf(done))).status).toBe(1);
    expect((await outboxTexts(api.app, mobile))[0]).toBe(accountText('password-reset'));
    const told = (await call('GET', '/v1/user/alerts', sessionCookieOf(done))).json().data.items;
    expect(told[0]).toMatchObject({ kind: 'account', account: { event: 'password-reset' } });
    expect((await logIn(api.app, mobile, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await logIn(api.app, mobile, NEW_PASSWORD)).statusCode).toBe(200);
    // The code is spent: replaying the request changes nothing.
    expect((await reset(mobile, code, 'yet another secret')).json()).toMatchObject({
      field: 'code',
      message: '驗證碼已過期，請重新發送',
    });
  });

  it('limits the tries of a code: the sixth guess finds it dead', async () => {
    const { mobile } = await registerMember(api.app);
    const code = await smsCode(api.app, mobile, 'reset');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < SMS_CODE_RULES.triesPerCode; attempt += 1) {
      expect((await reset(mobile, wrong)).json().message).toBe('驗證碼不正確');
    }
    expect((await reset(mobile, code)).json().message).toBe('驗證碼已過期，請重新發送');
    expect((await logIn(api.app, mobile, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('tells a number that is no member so only to whoever holds its code', async () => {
    const mobile = newMobile();
    const code = await smsCode(api.app, mobile, 'reset');
    const answer = await reset(mobile, code);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field: 'mobile', message: NOT_REGISTERED_MESSAGE });
  });
});

describe('change of mobile', () => {
  const change = (cookie: string, body: object) => call('POST', '/v1/user/mobile', cookie, body);
  /** Codes asked a minute apart are allowed: the resend wait is per mobile and purpose. */
  const lapseCodes = () =>
    api.db.execute(`update sms_codes set created_at = created_at - interval '61 seconds'`);

  it('takes a code to the new number and one to the old: the old number is told, other devices end', async () => {
    const member = await registerMember(api.app);
    const other = sessionCookieOf(await logIn(api.app, member.mobile, TEST_PASSWORD));
    const next = newMobile();
    // A stolen session alone changes nothing: the owner's proof is asked first.
    const bare = await change(member.cookie, { mobile: next });
    expect(bare.json()).toMatchObject({ field: 'currentCode', message: OWNER_PROOF_MESSAGE });
    const oldCode = await smsCode(api.app, member.mobile, 'mobile');
    const newCode = await smsCode(api.app, next, 'mobile');
    const done = await change(member.cookie, { mobile: next, code: newCode, currentCode: oldCode });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ mobile: next, mobile_confirmed: true });
    expect((await oauthOf(api.app, member.cookie)).data.mobile).toBe(next);
    expect((await oauthOf(api.app, other)).status).toBe(0);
    expect((await outboxTexts(api.app, member.mobile))[0]).toBe(accountText('mobile-changed'));
    expect((await logIn(api.app, next, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await logIn(api.app, member.mobile, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('takes the password when the old number is gone, and refuses a wrong one at its field', async () => {
    const member = await registerMember(api.app);
    const next = newMobile();
    const newCode = await smsCode(api.app, next, 'mobile');
    const wrong = await change(member.cookie, {
      mobile: next,
      code: newCode,
      password: 'not it at all',
    });
    expect(wrong.json()).toMatchObject({ field: 'password', message: '密碼不正確' });
    const done = await change(member.cookie, {
      mobile: next,
      code: newCode,
      password: TEST_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
  });

  it('refuses a number another account holds, only to whoever holds its code', async () => {
    const member = await registerMember(api.app);
    const holder = await registerMember(api.app);
    await lapseCodes();
    const guess = await change(member.cookie, {
      mobile: holder.mobile,
      code: '000000',
      password: TEST_PASSWORD,
    });
    expect(guess.json().field).toBe('code');
    const code = await smsCode(api.app, holder.mobile, 'mobile');
    const taken = await change(member.cookie, {
      mobile: holder.mobile,
      code,
      password: TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ field: 'mobile', message: MOBILE_TAKEN });
    expect((await call('POST', '/v1/user/mobile', '', { mobile: newMobile() })).statusCode).toBe(
      401,
    );
  });
});

describe('a mobile’s texts', () => {
  it('caps the codes of every purpose together at ten a day', async () => {
    const mobile = newMobile();
    const purposes = [
      'visit',
      'viewing',
      'message',
      'register',
      'login',
      'reset',
      'mobile',
    ] as const;
    const statuses: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      for (const purpose of purposes) {
        statuses.push((await call('POST', '/v1/sms/codes', '', { mobile, purpose })).statusCode);
      }
      await api.db.execute(`update sms_codes set created_at = created_at - interval '61 seconds'`);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      SMS_CODE_RULES.sendsPerDayAllPurposes,
    );
    const over = statuses.slice(SMS_CODE_RULES.sendsPerDayAllPurposes);
    expect(over).toEqual(over.map(() => 429));
  });
});

describe('fair bookings', () => {
  /** A listing open for 預約看屋 on a Saturday morning, four slots of one place. */
  async function openListing() {
    const poster = await registerMember(api.app);
    const id = await publishListing(api.app, poster.cookie);
    const saved = await call('PUT', `/v1/user/listings/${id}/viewing-settings`, poster.cookie, {
      enabled: true,
      mode: 'instant',
      slotMinutes: 30,
      places: 1,
      weekly: [{ weekday: 6, start: '10:00', end: '12:00' }],
      dates: [],
      blackouts: [],
    });
    expect(saved.statusCode).toBe(200);
    return id;
  }
  let saturday = '';
  for (let ahead = 2; saturday === ''; ahead += 1) {
    const date = taiwanDate(new Date(), ahead);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 6) saturday = date;
  }
  const slot = (minutes: number) => taiwanInstant(saturday, 10 * 60 + minutes).toISOString();
  const booking = (listingId: number, mobile: string, slotStart: string) => ({
    listingId,
    name: '搶位者',
    mobile,
    slotStart,
    consent: true,
  });

  it('lets one seeker hold one slot of a listing: the same request twice is one booking', async () => {
    const id = await openListing();
    const seeker = await registerMember(api.app);
    const first = await call(
      'POST',
      '/v1/reservation/create',
      seeker.cookie,
      booking(id, seeker.mobile, slot(0)),
    );
    expect(first.statusCode).toBe(201);
    const again = await call(
      'POST',
      '/v1/reservation/create',
      seeker.cookie,
      booking(id, seeker.mobile, slot(0)),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    for (const minutes of [30, 60, 90]) {
      const grab = await call(
        'POST',
        '/v1/reservation/create',
        seeker.cookie,
        booking(id, seeker.mobile, slot(minutes)),
      );
      expect(grab.statusCode).toBe(409);
      expect(grab.json().message).toBe(SECOND_VIEWING);
    }
    const held = await api.db.select().from(viewings).where(eq(viewings.listingId, id));
    expect(held).toHaveLength(1);
    const texts = await outboxTexts(api.app, seeker.mobile);
    expect(texts.filter((text) => text.includes('看屋'))).toHaveLength(1);
  });

  it(`refuses a seeker’s booking past ${BOOKINGS_PER_DAY} a day across listings`, async () => {
    const seeker = await registerMember(api.app);
    const statuses: number[] = [];
    for (let listing = 0; listing <= BOOKINGS_PER_DAY; listing += 1) {
      const id = await openListing();
      const made = await call(
        'POST',
        '/v1/reservation/create',
        seeker.cookie,
        booking(id, seeker.mobile, slot(0)),
      );
      statuses.push(made.statusCode);
      if (made.statusCode === 429)
        expect(made.json().message).toMatch(/^同一支手機一天最多預約看屋 5 次/);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('gives a project one coming visit per mobile, the same request twice being one', async () => {
    const [project] = await api.db
      .select()
      .from(newBuilds)
      .where(and(eq(newBuilds.saleStatus, 'selling'), isNotNull(newBuilds.ownerMemberId)))
      .orderBy(asc(newBuilds.id))
      .limit(1);
    const visitor = await registerMember(api.app);
    const visit = (date: string) => ({
      name: '林小姐',
      mobile: visitor.mobile,
      date,
      partOfDay: 'morning',
      rooms: '',
      consent: true,
    });
    const url = `/v1/new-builds/${project!.id}/visits`;
    const tomorrow = taiwanDate(new Date(), 1);
    expect((await call('POST', url, visitor.cookie, visit(tomorrow))).statusCode).toBe(201);
    expect((await call('POST', url, visitor.cookie, visit(tomorrow))).statusCode).toBe(200);
    const other = await call('POST', url, visitor.cookie, visit(taiwanDate(new Date(), 2)));
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(SECOND_VISIT);
    const booked = await api.db
      .select()
      .from(newBuildVisits)
      .where(eq(newBuildVisits.mobile, visitor.mobile));
    expect(booked).toHaveLength(1);
    expect(await outboxTexts(api.app, visitor.mobile)).toHaveLength(2); // the code, one confirmation
  });
});

describe('impossible dates answer 400 at their field, never 500', () => {
  it('refuses 2026-99-99 for a visit, a viewing, and 9999-99-99 as a blackout', async () => {
    const [project] = await api.db.select().from(newBuilds).limit(1);
    const visitor = await registerMember(api.app);
    const visit = await call('POST', `/v1/new-builds/${project!.id}/visits`, visitor.cookie, {
      name: '林小姐',
      mobile: visitor.mobile,
      date: '2026-99-99',
      partOfDay: 'morning',
      rooms: '',
      consent: true,
    });
    expect(visit.statusCode).toBe(400);
    expect(visit.json().field).toBe('date');

    const poster = await registerMember(api.app);
    const id = await publishListing(api.app, poster.cookie);
    const asked = await call('POST', '/v1/reservation/create', visitor.cookie, {
      listingId: id,
      name: '林小姐',
      mobile: visitor.mobile,
      askedDate: '2026-99-99',
      askedPartOfDay: 'morning',
      consent: true,
    });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().field).toBe('askedDate');

    const settings = await call('PUT', `/v1/user/listings/${id}/viewing-settings`, poster.cookie, {
      enabled: true,
      mode: 'confirm',
      slotMinutes: 30,
      places: 1,
      weekly: [{ weekday: 6, start: '10:00', end: '12:00' }],
      dates: [],
      blackouts: ['9999-99-99'],
    });
    expect(settings.statusCode).toBe(400);
    expect(settings.json().field).toBe('blackouts');
  });
});

describe('professionals are verified before they see anyone’s data', () => {
  let moderator = '';
  beforeAll(async () => {
    moderator = await moderatorSession(api);
  });

  /** A member who published a broker listing in a district, the licence typed as they pleased. */
  async function selfDeclaredBroker(districtId: number) {
    const { cookie, response } = await registerMember(api.app, { role: 'agent' });
    const id: number = response.json().data.user_id;
    const [free] = await api.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.districtId, districtId), ne(listings.posterRole, 2)))
      .limit(1);
    await api.db
      .update(listings)
      .set({
        memberId: id,
        posterRole: 2,
        brokerLicence: '隨便寫的證號123',
        confirmedAt: new Date(),
      })
      .where(eq(listings.id, free!.id));
    return { cookie, id };
  }

  it('offers no 屋主委託 to a self-declared broker until a moderator approves them, and records who, when and why', async () => {
    // A district with a listing the broker can make theirs, and seeded brokers of its own.
    const [place] = await api.db
      .select({ regionId: listings.regionId, districtId: listings.districtId })
      .from(listings)
      .where(ne(listings.posterRole, 2))
      .limit(1);
    const broker = await selfDeclaredBroker(place!.districtId);
    const owner = await registerMember(api.app);
    const first = await call('POST', '/v1/user/entrusts', owner.cookie, entrustRequest(place!));
    const firstId = first.json().data.id;
    const offers = async () =>
      (await call('GET', '/v1/user/entrust-offers', broker.cookie)).json().data.items as {
        id: number;
      }[];
    expect((await offers()).map((offer) => offer.id)).not.toContain(firstId);
    const taken = await call('POST', `/v1/user/entrust-offers/${firstId}/accept`, broker.cookie);
    expect(taken.statusCode).toBe(403);

    // The application is checked as typed: the licence's shape, the 統一編號's checksum.
    const apply = (body: object) => call('POST', '/v1/user/professional', broker.cookie, body);
    expect(
      (await apply({ ...BROKER_APPLICATION, licence: '隨便寫的證號123' })).json(),
    ).toMatchObject({
      field: 'licence',
      message: PROFESSIONAL_FIELD_MESSAGES.licence,
    });
    expect((await apply({ ...BROKER_APPLICATION, taxId: '12345678' })).json()).toMatchObject({
      field: 'taxId',
      message: PROFESSIONAL_FIELD_MESSAGES.taxId,
    });
    const applied = await apply({ ...BROKER_APPLICATION, licence: '（105） 北市經字第01234號' });
    expect(applied.json().data).toMatchObject({
      status: 'pending',
      licence: '(105)北市經字第01234號',
    });
    // Pending is not approved; the broker cannot approve themselves.
    expect(
      (
        await call('POST', `/v1/moderation/professionals/${broker.id}`, broker.cookie, {
          status: 'approved',
          reason: '我自己',
        })
      ).statusCode,
    ).toBe(403);
    const second = await call('POST', '/v1/user/entrusts', owner.cookie, entrustRequest(place!));
    expect((await offers()).map((offer) => offer.id)).not.toContain(second.json().data.id);

    const queue = await call('GET', '/v1/moderation/professionals?status=pending', moderator);
    expect(queue.json().data.map((row: { memberId: number }) => row.memberId)).toContain(broker.id);
    const approved = await call('POST', `/v1/moderation/professionals/${broker.id}`, moderator, {
      status: 'approved',
      reason: '證書與公司登記相符',
    });
    expect(approved.json().data.status).toBe('approved');
    const third = await call('POST', '/v1/user/entrusts', owner.cookie, entrustRequest(place!));
    const thirdId = third.json().data.id;
    expect((await offers()).map((offer) => offer.id)).toContain(thirdId);
    expect(
      (await call('POST', `/v1/user/entrust-offers/${thirdId}/accept`, broker.cookie)).statusCode,
    ).toBe(200);

    const record = await api.db
      .select()
      .from(professionalDecisions)
      .where(eq(professionalDecisions.memberId, broker.id))
      .orderBy(asc(professionalDecisions.id));
    const [moderatorRow] = await api.db
      .select()
      .from(members)
      .where(eq(members.mobile, '0985000002'));
    expect(
      record.map(({ status, byMemberId, reason }) => ({ status, byMemberId, reason })),
    ).toEqual([
      { status: 'pending', byMemberId: broker.id, reason: '會員送出認證申請' },
      { status: 'approved', byMemberId: moderatorRow!.id, reason: '證書與公司登記相符' },
    ]);
  });

  it('shows a project’s visitors to its builder with the mobile masked until the builder is approved', async () => {
    const builder = await registerMember(api.app, { role: 'agent', realname: '隨便建設' });
    const builderId: number = builder.response.json().data.user_id;
    const [project] = await api.db
      .select()
      .from(newBuilds)
      .where(eq(newBuilds.saleStatus, 'selling'))
      .orderBy(asc(newBuilds.id))
      .limit(1)
      .offset(3);
    await api.db
      .update(newBuilds)
      .set({ ownerMemberId: builderId })
      .where(eq(newBuilds.id, project!.id));
    const visitor = await registerMember(api.app);
    const booked = await call('POST', `/v1/new-builds/${project!.id}/visits`, visitor.cookie, {
      name: '林小姐',
      mobile: visitor.mobile,
      date: taiwanDate(new Date(), 3),
      partOfDay: 'morning',
      rooms: '',
      consent: true,
    });
    expect(booked.statusCode).toBe(201);
    const masked = `${visitor.mobile.slice(0, 4)}-***-${visitor.mobile.slice(-3)}`;
    const inbox = async () =>
      (await call('GET', '/v1/user/visits', builder.cookie)).json().items[0];
    expect(await inbox()).toMatchObject({ name: '林小姐', mobile: masked });
    const alerts = (await call('GET', '/v1/user/alerts', builder.cookie)).json().data.items;
    expect(alerts[0].visit).toMatchObject({ forBuilder: true, mobile: masked });

    await approvedProfessional(
      api.app,
      moderator,
      { cookie: builder.cookie, id: builderId },
      {
        kind: 'builder',
        company: '隨便建設股份有限公司',
        taxId: '22099131',
      },
    );
    expect((await inbox()).mobile).toBe(visitor.mobile);
  });
});
