import { taiwanDate } from '@591/config';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, newBuilds, newBuildVisits } from '../../db/schema/index.ts';
import { addBuilderMembers, hasBuilderOwners, seedBuilders } from '../../seed/builder-members.ts';
import { NEW_BUILD_DEVELOPERS } from '../../seed/data/new-build-names.ts';
import { logIn, newMobile, registerMember, sessionCookieOf } from '../../test-support/members.ts';
import { outboxTexts } from '../../test-support/sms.ts';
import {
  createTestApp,
  FOREIGN_ORIGIN,
  freshAddress,
  SITE_ORIGIN,
  type TestApp,
} from '../../test-support/test-app.ts';

const BUILDER_PASSWORD = 'builder-test-password';
const MOBILE_MESSAGE = '請輸入正確的手機號碼（09 開頭共 10 碼）';

type Project = typeof newBuilds.$inferSelect;
let api: TestApp;
/** Open for bookings, each of another builder. */
let project: Project;
let otherProject: Project;
let soldOut: Project;
beforeAll(async () => {
  api = await createTestApp({ listings: 20, builderPassword: BUILDER_PASSWORD });
  const selling = await api.db
    .select()
    .from(newBuilds)
    .where(and(eq(newBuilds.saleStatus, 'selling'), isNotNull(newBuilds.ownerMemberId)))
    .orderBy(asc(newBuilds.id));
  project = selling[0]!;
  otherProject = selling.find((each) => each.ownerMemberId !== project.ownerMemberId)!;
  const closed = await api.db
    .select()
    .from(newBuilds)
    .where(eq(newBuilds.saleStatus, 'sold-out'))
    .limit(1);
  soldOut = closed[0]!;
});
afterAll(() => api.close());

/** The session of the member who owns a project, logged in with the seed's password. */
async function builderCookie(owned: Project): Promise<string> {
  const [owner] = await api.db
    .select({ mobile: members.mobile })
    .from(members)
    .where(eq(members.id, owned.ownerMemberId!));
  const response = await logIn(api.app, owner!.mobile, BUILDER_PASSWORD);
  expect(response.statusCode).toBe(200);
  return sessionCookieOf(response);
}

const call = (method: 'GET' | 'POST', url: string, cookie = '', payload?: object) =>
  api.app.inject({
    method,
    url,
    remoteAddress: freshAddress(),
    headers: { origin: SITE_ORIGIN, ...(cookie && { cookie }) },
    ...(payload && { payload }),
  });

/** Asks a code for the mobile and reads it from the development outbox, as a person would. */
async function codeFor(mobile: string): Promise<string> {
  expect((await call('POST', '/v1/sms/codes', '', { mobile, purpose: 'visit' })).statusCode).toBe(
    200,
  );
  return /驗證碼為 (\d{6})，/.exec(await newestText(mobile))![1]!;
}

async function newestText(mobile: string): Promise<string> {
  return (await outboxTexts(api.app, mobile))[0]!;
}

const tomorrow = () => taiwanDate(new Date(), 1);

const booking = (mobile: string, more: object = {}) => ({
  name: '林小姐',
  mobile,
  date: tomorrow(),
  partOfDay: 'afternoon',
  rooms: String(project.rooms[0]),
  consent: true,
  ...more,
});

const book = (id: number, body: object, cookie = '') =>
  call('POST', `/v1/new-builds/${id}/visits`, cookie, body);

describe('builder accounts', () => {
  it('gives each builder company one agent account, 0980000001 on in a stable order', async () => {
    expect(seedBuilders(NEW_BUILD_DEVELOPERS).slice(0, 2)).toEqual([
      { company: NEW_BUILD_DEVELOPERS[0], mobile: '0980000001' },
      { company: NEW_BUILD_DEVELOPERS[1], mobile: '0980000002' },
    ]);
    const owners = await api.db
      .selectDistinct({
        builder: newBuilds.builder,
        mobile: members.mobile,
        realName: members.realName,
        role: members.role,
      })
      .from(newBuilds)
      .leftJoin(members, eq(members.id, newBuilds.ownerMemberId));
    const builders = new Set(owners.map((owner) => owner.builder));
    expect(owners).toHaveLength(builders.size);
    for (const owner of owners) {
      expect(owner).toMatchObject({ realName: owner.builder, role: 'agent' });
      expect(owner.mobile).toBe(
        `0980${String(NEW_BUILD_DEVELOPERS.indexOf(owner.builder) + 1).padStart(6, '0')}`,
      );
    }
  });

  it('lists a builder’s own projects, newest opened first, at GET /v1/user/new-builds', async () => {
    const cookie = await builderCookie(project);
    const response = await call('GET', '/v1/user/new-builds?pageSize=100', cookie);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    const owned = await api.db
      .select({ id: newBuilds.id })
      .from(newBuilds)
      .where(eq(newBuilds.ownerMemberId, project.ownerMemberId!));
    expect(page.total).toBe(owned.length);
    expect(page.items.map((item: { id: number }) => item.id).sort()).toEqual(
      owned.map((row) => row.id).sort(),
    );
    expect(new Set(page.items.map((item: { builder: string }) => item.builder))).toEqual(
      new Set([project.builder]),
    );
    const opened = page.items
      .map((item: { openedOn: string | null }) => item.openedOn)
      .filter(Boolean);
    expect(opened).toEqual([...opened].sort().reverse());
  });

  it('gives the projects of a database seeded before owners existed to the same accounts', async () => {
    const before = await api.db
      .select({ id: newBuilds.id, owner: newBuilds.ownerMemberId })
      .from(newBuilds)
      .orderBy(asc(newBuilds.id));
    const memberCount = () => api.db.select({ count: count() }).from(members);
    const membersBefore = await memberCount();
    await api.db.update(newBuilds).set({ ownerMemberId: null });
    expect(await hasBuilderOwners(api.db)).toBe(false);
    await addBuilderMembers(api.db, null);
    expect(await hasBuilderOwners(api.db)).toBe(true);
    const after = await api.db
      .select({ id: newBuilds.id, owner: newBuilds.ownerMemberId })
      .from(newBuilds)
      .orderBy(asc(newBuilds.id));
    expect(after).toEqual(before);
    expect(await memberCount()).toEqual(membersBefore);
  });

  it('lists nothing for a member who builds nothing, and refuses visitors', async () => {
    const { cookie } = await registerMember(api.app);
    expect((await call('GET', '/v1/user/new-builds', cookie)).json().total).toBe(0);
    expect((await call('GET', '/v1/user/new-builds')).statusCode).toBe(401);
  });
});

describe('POST /v1/new-builds/:id/visits', () => {
  it.each([
    ['an empty name', { name: '   ' }, 'name', '請填寫姓名'],
    ['a name over 20 characters', { name: '林'.repeat(21) }, 'name', '姓名請在 20 個字以內'],
    ['a landline-like 08 number', { mobile: '0812345678' }, 'mobile', MOBILE_MESSAGE],
    ['a mobile one digit short', { mobile: '091234567' }, 'mobile', MOBILE_MESSAGE],
    ['today', { date: taiwanDate(new Date()) }, 'date', '請選擇明天起 60 天內的日期'],
    ['61 days ahead', { date: taiwanDate(new Date(), 61) }, 'date', '請選擇明天起 60 天內的日期'],
    ['a day that does not exist', { date: '2027-02-30' }, 'date', '請選擇明天起 60 天內的日期'],
    ['another part of the day', { partOfDay: 'night' }, 'partOfDay', '請選擇上午、下午或晚上'],
    ['a room count the project has not', { rooms: '9' }, 'rooms', '請選擇這個建案有的格局'],
    ['no consent', { consent: false }, 'consent', '請先同意隱私權政策'],
    ['no code for a visitor', {}, 'code', '請輸入簡訊驗證碼'],
  ])('refuses %s at its field', async (_, change, field, message) => {
    const response = await book(project.id, booking(newMobile(), change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
  });

  it('refuses a missing consent in the form’s words', async () => {
    const { consent: _, ...body } = booking(newMobile());
    const response = await book(project.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'consent', message: '請先同意隱私權政策' });
  });

  it('takes the last day 60 days ahead, any room type, and each part of the day', async () => {
    for (const partOfDay of ['morning', 'afternoon', 'evening']) {
      // A member each: one mobile holds one visit to come per project.
      const { mobile, cookie } = await registerMember(api.app);
      const response = await book(
        project.id,
        booking(mobile, { date: taiwanDate(new Date(), 60), rooms: '', partOfDay }),
        cookie,
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ partOfDay, rooms: null });
    }
  });

  it('refuses a wrong code, counting the try', async () => {
    const mobile = newMobile();
    const code = await codeFor(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await book(project.id, booking(mobile, { code: wrong }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'code', message: '驗證碼不正確' });
    expect((await book(project.id, booking(mobile, { code }))).statusCode).toBe(201);
  });

  it('answers 404 for no project and 409 for one 已完銷', async () => {
    const missing = await book(999_999, booking(newMobile()));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('找不到這個建案');
    const closed = await book(soldOut.id, booking(newMobile()));
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('這個建案已完銷，不再受理預約');
  });

  it('refuses requests from other sites', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: `/v1/new-builds/${project.id}/visits`,
      headers: { origin: FOREIGN_ORIGIN },
      payload: booking(newMobile()),
    });
    expect(response.statusCode).toBe(403);
  });

  it('books a visitor with the code: the visit, the builder’s alert and the SMS', async () => {
    const mobile = newMobile();
    const code = await codeFor(mobile);
    const date = tomorrow();
    const response = await book(project.id, booking(mobile, { code, date }));
    expect(response.statusCode).toBe(201);
    const visit = response.json();
    expect(visit).toEqual({
      id: expect.any(Number),
      newBuildId: project.id,
      projectName: project.name,
      name: '林小姐',
      mobile,
      date,
      partOfDay: 'afternoon',
      rooms: project.rooms[0],
      createdAt: expect.any(String),
    });
    const [month, day] = date.split('-').slice(1).map(Number);
    expect(await newestText(mobile)).toBe(
      `【591房屋交易網】已收到您預約 ${project.name} ${month}/${day} 下午 賞屋，接待中心將與您聯絡。`,
    );

    const alerts = (await call('GET', '/v1/user/alerts', await builderCookie(project))).json().data
      .items;
    expect(alerts).toContainEqual(
      expect.objectContaining({
        kind: 'visit',
        read: false,
        listing: null,
        entrust: null,
        visit: { ...visit, forBuilder: true },
      }),
    );

    const again = await book(project.id, booking(mobile, { code }));
    expect(again.json()).toMatchObject({ field: 'code', message: '驗證碼已過期，請重新發送' });
  });

  it('needs no code for a member’s own mobile, and confirms in their 通知中心', async () => {
    const { mobile, cookie } = await registerMember(api.app);
    const response = await book(project.id, booking(mobile), cookie);
    expect(response.statusCode).toBe(201);
    const visit = response.json();
    const [row] = await api.db
      .select({ memberId: newBuildVisits.memberId })
      .from(newBuildVisits)
      .where(eq(newBuildVisits.id, visit.id));
    expect(row!.memberId).not.toBeNull();
    const alerts = (await call('GET', '/v1/user/alerts', cookie)).json().data.items;
    expect(alerts).toEqual([
      expect.objectContaining({ kind: 'visit', visit: { ...visit, forBuilder: false } }),
    ]);
  });

  it('needs a code when a member books with another mobile', async () => {
    const { cookie } = await registerMember(api.app);
    const response = await book(project.id, booking(newMobile()), cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'code', message: '請輸入簡訊驗證碼' });
  });
});

describe('GET /v1/user/visits', () => {
  it('shows a builder the visits at their own projects only, newest first', async () => {
    const { mobile, cookie } = await registerMember(api.app);
    const here = (await book(project.id, booking(mobile, { name: '甲' }), cookie)).json();
    const there = (
      await book(
        otherProject.id,
        booking(mobile, { name: '乙', rooms: String(otherProject.rooms[0]) }),
        cookie,
      )
    ).json();

    const mine = (await call('GET', '/v1/user/visits', await builderCookie(project))).json();
    const ids = mine.items.map((item: { id: number }) => item.id);
    expect(ids).toContain(here.id);
    expect(ids).not.toContain(there.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const owned = await api.db
      .select({ id: newBuilds.id })
      .from(newBuilds)
      .where(eq(newBuilds.ownerMemberId, project.ownerMemberId!));
    const ownIds = new Set(owned.map((row) => row.id));
    expect(mine.items.every((item: { newBuildId: number }) => ownIds.has(item.newBuildId))).toBe(
      true,
    );
    expect(mine).toMatchObject({ page: 1, pageSize: 30, total: mine.items.length });

    const theirs = (await call('GET', '/v1/user/visits', await builderCookie(otherProject))).json();
    expect(theirs.items.map((item: { id: number }) => item.id)).toEqual([there.id]);
  });

  it('shows a member who builds nothing no visits, and refuses visitors', async () => {
    const { cookie } = await registerMember(api.app);
    expect((await call('GET', '/v1/user/visits', cookie)).json()).toMatchObject({ total: 0 });
    expect((await call('GET', '/v1/user/visits')).statusCode).toBe(401);
  });
});
