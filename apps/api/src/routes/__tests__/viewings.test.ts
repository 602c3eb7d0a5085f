import { taiwanDate, taiwanInstant } from '@591/config';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, smsCodes, viewingPlaces, viewings } from '../../db/schema/index.ts';
import { expireDueViewings } from '../../jobs/viewing-jobs.ts';
import { newMobile, registerMember, TEST_PASSWORD } from '../../test-support/members.ts';
import { publishListing } from '../../test-support/postings.ts';
import { type SiteRequestArgs, siteRequest } from '../../test-support/site-requests.ts';
import { outboxTexts } from '../../test-support/sms.ts';
import {
  createTestApp,
  FOREIGN_ORIGIN,
  freshAddress,
  SITE_ORIGIN,
  TEST_SITE,
  type TestApp,
} from '../../test-support/test-app.ts';

const MOBILE_MESSAGE = '請輸入正確的手機號碼（09 開頭共 10 碼）';
const SLOT_FULL = '這個時段已額滿，請選擇其他時段';
const HOUR_MS = 3_600_000;

let api: TestApp;
let poster: { cookie: string; mobile: string };
beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
  poster = await registerMember(api.app);
});
afterAll(() => api.close());

const call = (...args: SiteRequestArgs) => siteRequest(api.app, ...args);

/** The Taiwan date of the next Saturday at least two days away, so its slots are all ahead. */
function nextSaturday(): string {
  for (let ahead = 2; ; ahead += 1) {
    const date = taiwanDate(new Date(), ahead);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 6) return date;
  }
}
const saturday = nextSaturday();
const slotAt = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return taiwanInstant(saturday, hours! * 60 + minutes!).toISOString();
};

const SATURDAY_MORNINGS = {
  enabled: true,
  mode: 'confirm',
  slotMinutes: 30,
  places: 1,
  weekly: [{ weekday: 6, start: '10:00', end: '12:00' }],
  dates: [],
  blackouts: [],
};

/** A listing of the poster's with 預約看屋 set as given. */
async function openListing(settings: object = SATURDAY_MORNINGS): Promise<number> {
  const id = await publishListing(api.app, poster.cookie);
  const saved = await call(
    'PUT',
    `/v1/user/listings/${id}/viewing-settings`,
    poster.cookie,
    settings,
  );
  expect(saved.statusCode).toBe(200);
  return id;
}

async function codeFor(mobile: string): Promise<string> {
  const sent = await call('POST', '/v1/reservation/send/code', '', { mobile });
  expect(sent.statusCode).toBe(200);
  return /驗證碼為 (\d{6})，/.exec((await outboxTexts(api.app, mobile))[0]!)![1]!;
}

const booking = (listingId: number, mobile: string, more: object = {}) => ({
  listingId,
  slotStart: slotAt('10:30'),
  name: '林小姐',
  mobile,
  consent: true,
  ...more,
});

const book = (body: object, cookie = '') => call('POST', '/v1/reservation/create', cookie, body);

const slotsOf = async (listingId: number) =>
  (await call('GET', `/v1/reservation/get?listingId=${listingId}`)).json().data;

const freeAt = async (listingId: number, time: string) => {
  const data = await slotsOf(listingId);
  const day = data.days.find((each: { date: string }) => each.date === saturday);
  return day.slots.find((slot: { time: string }) => slot.time === time).free as number;
};

const viewingAlertsOf = async (cookie: string) =>
  (await call('GET', '/v1/user/alerts', cookie))
    .json()
    .data.items.filter((alert: { kind: string }) => alert.kind === 'viewing');

describe('the poster’s viewing times', () => {
  it('keeps Saturday 10:00–12:00 in 30-minute slots and shows them to seekers', async () => {
    const id = await openListing();
    const read = await call('GET', `/v1/user/listings/${id}/viewing-settings`, poster.cookie);
    expect(read.json().data).toEqual(SATURDAY_MORNINGS);
    const data = await slotsOf(id);
    expect(data).toMatchObject({ listingId: id, way: 'slots', mode: 'confirm', slotMinutes: 30 });
    const day = data.days.find((each: { date: string }) => each.date === saturday);
    expect(day.weekday).toBe(6);
    expect(day.slots).toEqual(
      ['10:00', '10:30', '11:00', '11:30'].map((time) => ({ start: slotAt(time), time, free: 1 })),
    );
  });

  it('leaves out blackout dates', async () => {
    const id = await openListing({ ...SATURDAY_MORNINGS, blackouts: [saturday] });
    const data = await slotsOf(id);
    expect(data.days.map((day: { date: string }) => day.date)).not.toContain(saturday);
  });

  it('asks for a day where the poster opened no times', async () => {
    const id = await publishListing(api.app, poster.cookie);
    expect(await slotsOf(id)).toMatchObject({ way: 'ask', days: [] });
  });

  it.each([
    [{ slotMinutes: 20 }, 'slotMinutes', '每個時段請選擇 15、30、45、60、90 分鐘'],
    [{ places: 11 }, 'places', '每個時段可預約 1 到 10 組'],
    [
      { weekly: [{ weekday: 6, start: '11:00', end: '11:15' }] },
      'weekly',
      '11:00–11:15 比一個時段（30 分鐘）短，請調整結束時間',
    ],
    [{ blackouts: ['2026-02-30'] }, 'blackouts', '不開放的日期請填寫正確的日期'],
  ])('refuses %j in words naming the field', async (change, field, message) => {
    const id = await publishListing(api.app, poster.cookie);
    const response = await call('PUT', `/v1/user/listings/${id}/viewing-settings`, poster.cookie, {
      ...SATURDAY_MORNINGS,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
  });

  it('lets no one else set them', async () => {
    const id = await publishListing(api.app, poster.cookie);
    const other = await registerMember(api.app);
    const response = await call(
      'PUT',
      `/v1/user/listings/${id}/viewing-settings`,
      other.cookie,
      SATURDAY_MORNINGS,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /v1/reservation/create', () => {
  it('books a slot with the SMS code, tells the poster, and fills the slot', async () => {
    const id = await openListing();
    const mobile = newMobile();
    const code = await codeFor(mobile);
    const response = await book(booking(id, mobile, { code }));
    expect(response.statusCode).toBe(201);
    const viewing = response.json().data;
    expect(viewing).toMatchObject({
      listing: { id, section: 'rent' },
      role: 'seeker',
      name: '林小姐',
      mobile,
      slotStart: slotAt('10:30'),
      status: 'requested',
    });
    expect(Date.parse(viewing.expiresAt) - Date.parse(viewing.createdAt)).toBe(24 * HOUR_MS);
    expect(viewing.when).toMatch(/^\d{1,2}\/\d{1,2}（六）10:30$/);
    expect(await freeAt(id, '10:30')).toBe(0);
    expect(await viewingAlertsOf(poster.cookie)).toContainEqual(
      expect.objectContaining({
        read: false,
        listing: null,
        viewing: { event: 'requested', booking: { ...viewing, role: 'poster' } },
      }),
    );

    const second = newMobile();
    const full = await book(booking(id, second, { code: await codeFor(second) }));
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ field: 'slotStart', message: SLOT_FULL });
    const [kept] = await api.db
      .select({ n: count() })
      .from(viewings)
      .where(eq(viewings.listingId, id));
    expect(kept!.n).toBe(1);
  });

  it('lets exactly one of five seekers racing for the last place hold it', async () => {
    const id = await openListing({ ...SATURDAY_MORNINGS, places: 2 });
    const first = await registerMember(api.app);
    expect(
      (await book(booking(id, first.mobile, { slotStart: slotAt('11:00') }), first.cookie))
        .statusCode,
    ).toBe(201);
    const racers = await Promise.all(Array.from({ length: 5 }, () => registerMember(api.app)));
    const answers = await Promise.all(
      racers.map((racer) =>
        book(booking(id, racer.mobile, { slotStart: slotAt('11:00') }), racer.cookie),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) {
      expect(refused.json()).toMatchObject({ field: 'slotStart', message: SLOT_FULL });
    }
    const places = await api.db
      .select({ placeNo: viewingPlaces.placeNo })
      .from(viewingPlaces)
      .where(
        and(
          eq(viewingPlaces.listingId, id),
          eq(viewingPlaces.slotStart, new Date(slotAt('11:00'))),
        ),
      );
    expect(places.map((place) => place.placeNo).sort()).toEqual([1, 2]);
    expect(await freeAt(id, '11:00')).toBe(0);
  });

  it('answers a booking sent again with its Idempotency-Key as the first: one hold, one text', async () => {
    const id = await openListing();
    const mobile = newMobile();
    const payload = booking(id, mobile, { code: await codeFor(mobile) });
    const send = () =>
      api.app.inject({
        method: 'POST',
        url: '/v1/reservation/create',
        remoteAddress: freshAddress(),
        headers: { origin: SITE_ORIGIN, 'idempotency-key': `booking-${id}-first-try` },
        payload,
      });
    // The answer lost on the way: the client sends it again, and a third copy races the second.
    const first = await send();
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    for (const answer of await Promise.all([send(), send()])) {
      expect(answer.statusCode).toBe(201);
      expect(answer.headers['idempotent-replayed']).toBe('true');
      expect(answer.json()).toEqual(first.json());
    }
    const [held] = await api.db
      .select({ n: count() })
      .from(viewings)
      .where(eq(viewings.listingId, id));
    expect(held!.n).toBe(1);
    // The code text, then the one booking text.
    expect(await outboxTexts(api.app, mobile)).toHaveLength(2);
  });

  it('counts a wrong code sent with an Idempotency-Key, so five still end the code', async () => {
    const id = await openListing();
    const mobile = newMobile();
    const code = await codeFor(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const send = (typed: string, attempt: number) =>
      api.app.inject({
        method: 'POST',
        url: '/v1/reservation/create',
        remoteAddress: freshAddress(),
        headers: { origin: SITE_ORIGIN, 'idempotency-key': `wrong-code-${id}-${attempt}` },
        payload: booking(id, mobile, { code: typed }),
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await send(wrong, attempt)).json()).toMatchObject({ message: '驗證碼不正確' });
    }
    expect((await send(code, 6)).json()).toMatchObject({ message: '驗證碼已過期，請重新發送' });
  });

  it('has the database refuse a second hold of one place', async () => {
    const id = await openListing();
    const member = await registerMember(api.app);
    const booked = (await book(booking(id, member.mobile), member.cookie)).json().data;
    const [other] = await api.db
      .insert(viewings)
      .values({
        listingId: id,
        name: '陳先生',
        mobile: newMobile(),
        slotStart: new Date(slotAt('10:30')),
        status: 'requested',
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    await expect(
      api.db.insert(viewingPlaces).values({
        viewingId: other!.id,
        listingId: id,
        slotStart: new Date(booked.slotStart),
        placeNo: 1,
      }),
    ).rejects.toThrow();
  });

  it('books a member’s own mobile without a code, and says so at /mobile/valid', async () => {
    const id = await openListing({ ...SATURDAY_MORNINGS, mode: 'instant' });
    const member = await registerMember(api.app);
    const check = await call('POST', '/v1/reservation/mobile/valid', member.cookie, {
      mobile: member.mobile,
    });
    expect(check.json()).toEqual({ status: 1, data: { valid: true, needsCode: false } });
    const response = await book(booking(id, member.mobile), member.cookie);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ status: 'confirmed', expiresAt: null });
    expect((await viewingAlertsOf(member.cookie))[0].viewing.event).toBe('booked');
  });

  it.each([
    [{ mobile: '0812345678' }, 'mobile', MOBILE_MESSAGE],
    [{ mobile: '091' }, 'mobile', MOBILE_MESSAGE],
    [{ name: '  ' }, 'name', '請填寫姓名'],
    [{ consent: false }, 'consent', '請先同意隱私權政策'],
    [{ slotStart: 'soon' }, 'slotStart', '請選擇可預約的時段'],
    [{ code: undefined }, 'code', '請輸入簡訊驗證碼'],
    [{ code: '12' }, 'code', '請輸入簡訊中的 6 位數驗證碼'],
  ])('refuses %j in zh-TW words naming the field', async (change, field, message) => {
    const id = await openListing();
    const response = await book(booking(id, newMobile(), change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
  });

  it('refuses a time that is not one of the poster’s slots', async () => {
    const id = await openListing();
    const response = await book(booking(id, newMobile(), { slotStart: slotAt('12:00') }));
    expect(response.json()).toMatchObject({
      field: 'slotStart',
      message: '這個時段已無法預約，請選擇其他時段',
    });
  });

  it('takes a day and part of day where the poster opened no times', async () => {
    const id = await publishListing(api.app, poster.cookie);
    const member = await registerMember(api.app);
    const day = { askedDate: taiwanDate(new Date(), 3), askedPartOfDay: 'evening' };
    const response = await book(
      booking(id, member.mobile, { slotStart: undefined, ...day }),
      member.cookie,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ ...day, slotStart: null, status: 'requested' });
    expect(response.json().data.when).toMatch(/晚上$/);
    const noDay = await book(booking(id, member.mobile, { slotStart: undefined }), member.cookie);
    expect(noDay.json()).toMatchObject({ field: 'askedDate' });
  });

  it('refuses another site', async () => {
    const id = await openListing();
    const response = await api.app.inject({
      method: 'POST',
      url: '/v1/reservation/create',
      remoteAddress: freshAddress(),
      headers: { origin: FOREIGN_ORIGIN },
      payload: booking(id, newMobile()),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the viewing code', () => {
  it('locks a code after five wrong tries, the right one included afterwards', async () => {
    const id = await openListing();
    const mobile = newMobile();
    const code = await codeFor(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await book(booking(id, mobile, { code: wrong }));
      expect(response.json()).toMatchObject({ field: 'code', message: '驗證碼不正確' });
    }
    const locked = await book(booking(id, mobile, { code }));
    expect(locked.json()).toMatchObject({ field: 'code', message: '驗證碼已過期，請重新發送' });
  });

  it('waits 60 s between sends and sends five a day', async () => {
    const mobile = newMobile();
    await codeFor(mobile);
    const again = await call('POST', '/v1/reservation/send/code', '', { mobile });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^請於 \d+ 秒後再重新發送驗證碼$/);
    for (let sent = 2; sent <= 5; sent += 1) {
      // Each earlier code a minute older, as if the seeker had waited.
      await api.db
        .update(smsCodes)
        .set({ createdAt: new Date(Date.now() - 61_000) })
        .where(eq(smsCodes.mobile, mobile));
      expect((await call('POST', '/v1/reservation/send/code', '', { mobile })).statusCode).toBe(
        200,
      );
    }
    await api.db
      .update(smsCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(smsCodes.mobile, mobile));
    const sixth = await call('POST', '/v1/reservation/send/code', '', { mobile });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('這支手機今天已收到 5 次驗證碼，請明天再試');
  });

  it('refuses 0812345678 and 091 before sending anything', async () => {
    for (const mobile of ['0812345678', '091']) {
      const response = await call('POST', '/v1/reservation/send/code', '', { mobile });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'mobile', message: MOBILE_MESSAGE });
    }
  });
});

describe('changes to a booking', () => {
  async function requested(settings: object = SATURDAY_MORNINGS, time = '10:30') {
    const id = await openListing(settings);
    const seeker = await registerMember(api.app);
    const viewing = (
      await book(booking(id, seeker.mobile, { slotStart: slotAt(time) }), seeker.cookie)
    ).json().data;
    return { id, seeker, viewing };
  }

  it('is confirmed by the poster, seen by both sides, and given as a calendar file', async () => {
    const { seeker, viewing } = await requested();
    const confirmed = await call('POST', '/v1/reservation/update', poster.cookie, {
      id: viewing.id,
      action: 'confirm',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      status: 'confirmed',
      expiresAt: null,
      role: 'poster',
    });
    const mine = (await call('GET', '/v1/user/viewings?role=seeker', seeker.cookie)).json().data;
    expect(mine.items).toEqual([expect.objectContaining({ id: viewing.id, status: 'confirmed' })]);
    const theirs = (await call('GET', '/v1/user/viewings?role=poster', poster.cookie)).json().data;
    expect(theirs.items).toContainEqual(
      expect.objectContaining({ id: viewing.id, role: 'poster' }),
    );
    expect(
      (await viewingAlertsOf(seeker.cookie)).map(
        (alert: { viewing: { event: string } }) => alert.viewing.event,
      ),
    ).toEqual(['confirmed', 'requested']);

    const ics = await call('GET', `/v1/user/viewings/${viewing.id}/calendar.ics`, seeker.cookie);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const start = slotAt('10:30').replace(/[-:]/g, '').slice(0, 15);
    expect(ics.body).toContain(`DTSTART:${start}Z`);
    expect(ics.body).toContain('DURATION:PT30M');
    expect(ics.body).toContain(`UID:viewing-${viewing.id}@${TEST_SITE.site.domain}`);
    expect(ics.body).toContain('STATUS:CONFIRMED');
    const stranger = await registerMember(api.app);
    expect(
      (await call('GET', `/v1/user/viewings/${viewing.id}/calendar.ics`, stranger.cookie))
        .statusCode,
    ).toBe(404);

    const twice = await call('POST', '/v1/reservation/update', poster.cookie, {
      id: viewing.id,
      action: 'confirm',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('這筆預約已確認，無法再變更');
  });

  it('is not confirmed by the seeker', async () => {
    const { seeker, viewing } = await requested();
    const response = await call('POST', '/v1/reservation/update', seeker.cookie, {
      id: viewing.id,
      action: 'confirm',
    });
    expect(response.statusCode).toBe(403);
  });

  it('moves to the time the poster proposes once the seeker accepts, freeing the first', async () => {
    const { id, seeker, viewing } = await requested();
    const proposed = await call('POST', '/v1/reservation/update', poster.cookie, {
      id: viewing.id,
      action: 'propose',
      slotStart: slotAt('11:30'),
    });
    expect(proposed.json().data).toMatchObject({ status: 'proposed', slotStart: slotAt('11:30') });
    expect(await freeAt(id, '10:30')).toBe(1);
    expect(await freeAt(id, '11:30')).toBe(0);
    const accepted = await call('POST', '/v1/reservation/update', seeker.cookie, {
      id: viewing.id,
      action: 'accept',
    });
    expect(accepted.json().data).toMatchObject({ status: 'confirmed', role: 'seeker' });
    expect((await viewingAlertsOf(poster.cookie))[0].viewing).toMatchObject({
      event: 'accepted',
      booking: { id: viewing.id },
    });
  });

  it('frees the slot when declined', async () => {
    const { id, viewing } = await requested();
    const declined = await call('POST', '/v1/reservation/update', poster.cookie, {
      id: viewing.id,
      action: 'decline',
      reason: '當天有事',
    });
    expect(declined.json().data).toMatchObject({ status: 'declined', reason: '當天有事' });
    expect(await freeAt(id, '10:30')).toBe(1);
  });

  it('is cancelled by the seeker with a reason, the slot free again and the poster told', async () => {
    const { id, seeker, viewing } = await requested();
    const noReason = await call('POST', '/v1/reservation/cancel', seeker.cookie, {
      id: viewing.id,
      reason: ' ',
    });
    expect(noReason.json()).toMatchObject({ field: 'reason', message: '請填寫取消原因' });
    const cancelled = await call('POST', '/v1/reservation/cancel', seeker.cookie, {
      id: viewing.id,
      reason: '已找到房子',
    });
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      reason: '已找到房子',
      cancelledBy: 'seeker',
    });
    expect(await freeAt(id, '10:30')).toBe(1);
    expect((await viewingAlertsOf(poster.cookie))[0].viewing).toMatchObject({
      event: 'cancelled',
      booking: { id: viewing.id, reason: '已找到房子' },
    });
  });

  it('expires a request unanswered for 24 hours, and no sooner', async () => {
    const { id, seeker, viewing } = await requested();
    const job = { db: api.db, alertPushes: { queue: async () => {} }, log: api.app.log };
    const created = Date.parse(viewing.createdAt);
    await expireDueViewings({ ...job, now: () => new Date(created + 24 * HOUR_MS - 60_000) });
    const [before] = await api.db.select().from(viewings).where(eq(viewings.id, viewing.id));
    expect(before!.status).toBe('requested');

    await expireDueViewings({ ...job, now: () => new Date(created + 24 * HOUR_MS) });
    const [after] = await api.db.select().from(viewings).where(eq(viewings.id, viewing.id));
    expect(after!.status).toBe('expired');
    expect(await freeAt(id, '10:30')).toBe(1);
    // The poster's other requests of the file expire in the same run: this one's alert is found.
    for (const cookie of [seeker.cookie, poster.cookie]) {
      const told = (await viewingAlertsOf(cookie)).find(
        (alert: { viewing: { booking: { id: number } } }) =>
          alert.viewing.booking.id === viewing.id,
      );
      expect(told.viewing).toMatchObject({
        event: 'expired',
        booking: { id: viewing.id, status: 'expired' },
      });
    }
    // Run again: nothing is expired or told twice.
    expect(await expireDueViewings({ ...job, now: () => new Date(created + 25 * HOUR_MS) })).toBe(
      0,
    );
  });

  it('is cancelled when the listing is closed as 已出租, its seeker told', async () => {
    const { id, seeker, viewing } = await requested();
    const closed = await call('POST', `/v1/user/listings/${id}/status`, poster.cookie, {
      status: 'closed',
    });
    expect(closed.statusCode).toBe(200);
    const [row] = await api.db.select().from(viewings).where(eq(viewings.id, viewing.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'closed', reason: '物件已出租' });
    const [held] = await api.db
      .select({ n: count() })
      .from(viewingPlaces)
      .where(eq(viewingPlaces.viewingId, viewing.id));
    expect(held!.n).toBe(0);
    const [told] = await api.db
      .select({ n: count() })
      .from(alerts)
      .where(and(eq(alerts.viewingId, viewing.id), eq(alerts.viewingEvent, 'cancelled')));
    expect(told!.n).toBe(1);
    expect((await viewingAlertsOf(seeker.cookie))[0].viewing.event).toBe('cancelled');
    expect((await outboxTexts(api.app, seeker.mobile))[0]).toMatch(/看屋已取消：物件已出租。$/);
    expect((await call('GET', `/v1/reservation/get?listingId=${id}`)).statusCode).toBe(409);
  });
  it('is cancelled when its poster deletes their account, its seeker told', async () => {
    const other = await registerMember(api.app);
    const id = await publishListing(api.app, other.cookie);
    await call('PUT', `/v1/user/listings/${id}/viewing-settings`, other.cookie, SATURDAY_MORNINGS);
    const seeker = await registerMember(api.app);
    const viewing = (await book(booking(id, seeker.mobile), seeker.cookie)).json().data;
    const deleted = await call('POST', '/v1/user/account/delete', other.cookie, {
      password: TEST_PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await viewingAlertsOf(seeker.cookie))[0].viewing).toMatchObject({
      event: 'cancelled',
      booking: { id: viewing.id, status: 'cancelled', reason: '刊登者已停止刊登' },
    });
  });
});
