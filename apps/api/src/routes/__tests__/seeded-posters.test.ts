import { DEFAULT_VIEWING_TIMES } from '@591/config';
import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listings,
  members,
  professionalDecisions,
  professionals,
  viewingSettings,
} from '../../db/schema/index.ts';
import { NO_LOGIN_PASSWORD_HASH } from '../../seed/brokers.ts';
import { addPosterMembers, hasPosterMembers, posterMobile } from '../../seed/poster-members.ts';
import { approveSeededProfessionalsOnce } from '../../seed/professional-members.ts';
import { seedDatabase } from '../../seed/seed-database.ts';
import { logIn, registerMember, sessionCookieOf } from '../../test-support/members.ts';
import { siteRequest } from '../../test-support/site-requests.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';

const POSTER_PASSWORD = 'poster-test-password';
const DAY_MS = 86_400_000;

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 120, posterPassword: POSTER_PASSWORD });
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST', url: string, cookie = '', payload?: object) =>
  siteRequest(api.app, method, url, cookie, payload);

const seeded = () =>
  api.db
    .select({ listing: listings, member: members })
    .from(listings)
    .leftJoin(members, eq(members.id, listings.memberId))
    .orderBy(asc(listings.id));

async function posterCookie(mobile: string): Promise<string> {
  const response = await logIn(api.app, mobile, POSTER_PASSWORD);
  expect(response.statusCode).toBe(200);
  return sessionCookieOf(response);
}

describe('the seeded listings’ posters', () => {
  it('are members: each owner and agent of their own listing, each broker of many', async () => {
    const rows = await seeded();
    expect(rows.every((row) => row.member !== null)).toBe(true);
    const byRole = (role: number) => rows.filter((row) => row.listing.posterRole === role);
    for (const { listing, member } of [...byRole(1), ...byRole(3)]) {
      expect(member!.mobile).toBe(posterMobile(listing.id));
      expect(member!.role).toBe(listing.posterRole === 1 ? 'owner' : 'agent');
      // Named as the listing shows them: 王先生 is 王, a man.
      const shown = listing.posterName.split(' ').at(-1)!;
      expect(`${member!.realName}${member!.sex === 1 ? '先生' : '小姐'}`).toBe(shown);
    }
    const brokers = new Set(byRole(2).map((row) => row.member!.mobile));
    expect([...brokers].every((mobile) => mobile.startsWith('0970'))).toBe(true);
    expect(brokers.size).toBeLessThan(byRole(2).length);
    expect(byRole(1).length * byRole(2).length * byRole(3).length).toBeGreaterThan(0);
  });

  it('log in with SEED_POSTER_PASSWORD and find their listings in 我的物件', async () => {
    const rows = await seeded();
    for (const role of [1, 2, 3]) {
      const { member } = rows.find((row) => row.listing.posterRole === role)!;
      const mine = await call('GET', '/v1/user/listings', await posterCookie(member!.mobile));
      expect(mine.statusCode).toBe(200);
      const ids = rows.filter((row) => row.member?.id === member!.id).map((row) => row.listing.id);
      expect(
        mine
          .json()
          .data.items.map((item: { id: number }) => item.id)
          .sort(),
      ).toEqual(ids.sort());
    }
  });

  it('confirmed each listing in the last two weeks, never before it was posted', async () => {
    const now = Date.now();
    for (const { listing } of await seeded()) {
      const confirmed = listing.confirmedAt!.getTime();
      expect(confirmed).toBeGreaterThanOrEqual(listing.postedAt.getTime());
      expect(now - confirmed).toBeLessThan(15 * DAY_MS);
    }
    const detail = await call('GET', '/v1/listings/1');
    expect(detail.statusCode).toBe(200);
    expect(detail.json().confirmation).toMatchObject({ expired: false });
  });

  it('open the default viewing times on every listing: a seeker books one, the poster confirms it', async () => {
    const rows = await seeded();
    const opened = await api.db.select().from(viewingSettings);
    expect(opened).toHaveLength(rows.length);
    expect(opened.every((each) => each.enabled && each.mode === 'confirm')).toBe(true);
    expect(opened[0]!.weekly).toEqual(DEFAULT_VIEWING_TIMES);

    const { listing, member } = rows.find((row) => row.listing.section === 'sale')!;
    const slots = (await call('GET', `/v1/reservation/get?listingId=${listing.id}`)).json().data;
    expect(slots.way).toBe('slots');
    const slot = slots.days.flatMap((day: { slots: { start: string }[] }) => day.slots).at(-1);
    const seeker = await registerMember(api.app);
    const booked = await call('POST', '/v1/reservation/create', seeker.cookie, {
      listingId: listing.id,
      slotStart: slot.start,
      name: '林小姐',
      mobile: seeker.mobile,
      consent: true,
    });
    expect(booked.statusCode).toBe(201);
    const cookie = await posterCookie(member!.mobile);
    const theirs = await call('GET', '/v1/user/viewings?role=poster', cookie);
    expect(theirs.json().data.items.map((each: { id: number }) => each.id)).toContain(
      booked.json().data.id,
    );
    const confirmed = await call('POST', '/v1/reservation/update', cookie, {
      id: booked.json().data.id,
      action: 'confirm',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.status).toBe('confirmed');
  });
});

describe('addPosterMembers', () => {
  it('gives a database seeded before posters had accounts the same, once, and leaves a number someone registered first alone', async () => {
    const before = await seeded();
    const ownerListing = before.find((row) => row.listing.posterRole === 1)!.listing;
    await api.db.execute(
      sql`update ${listings} set member_id = null, confirmed_at = null where ${listings.posterRole} <> 2`,
    );
    await api.db.delete(viewingSettings);
    await api.db.delete(members).where(like(members.mobile, '096%'));
    expect(await hasPosterMembers(api.db)).toBe(false);
    // Someone registered the owner's number before the accounts were made.
    const taken = await registerMember(api.app, { mobile: posterMobile(ownerListing.id) });
    expect(taken.response.statusCode).toBe(201);

    await addPosterMembers(api.db, POSTER_PASSWORD, new Date());
    await addPosterMembers(api.db, POSTER_PASSWORD, new Date());
    expect(await hasPosterMembers(api.db)).toBe(true);
    const after = await seeded();
    const unposted = after.filter((row) => row.member === null).map((row) => row.listing.id);
    expect(unposted).toEqual([ownerListing.id]);
    expect(after.filter((row) => row.listing.confirmedAt === null)).toHaveLength(1);
    const opened = await api.db.select().from(viewingSettings);
    expect(opened).toHaveLength(before.length - 1);
  });

  it('without a password makes accounts nobody can log in to', async () => {
    const database = await openTestDatabase();
    try {
      await seedDatabase(database.db, { listings: 10 });
      const posters = await database.db
        .select({ hash: members.passwordHash })
        .from(members)
        .where(sql`${members.mobile} like '096%' or ${members.mobile} like '0970%'`);
      expect(posters.length).toBeGreaterThan(0);
      expect(posters.every((each) => each.hash === NO_LOGIN_PASSWORD_HASH)).toBe(true);
      const [unposted] = await database.db
        .select({ id: listings.id })
        .from(listings)
        .where(and(isNull(listings.memberId)));
      expect(unposted).toBeUndefined();
    } finally {
      await database.close();
    }
  });
});

describe('the seed’s brokers as professionals, at a start', () => {
  const approvalOf = async (memberId: number) =>
    (await api.db.select().from(professionals).where(eq(professionals.memberId, memberId)))[0];

  /** A seeded broker without a record stands for someone who later registered a 0970 number. */
  async function brokerWithoutRecord(): Promise<number> {
    const [broker] = await api.db
      .select({ memberId: professionals.memberId })
      .from(professionals)
      .where(eq(professionals.kind, 'broker'))
      .limit(1);
    const { memberId } = broker!;
    await api.db.delete(professionalDecisions).where(eq(professionalDecisions.memberId, memberId));
    await api.db.delete(professionals).where(eq(professionals.memberId, memberId));
    return memberId;
  }

  it('never approves a 0970 number posting as a broker once the seed’s approvals are made', async () => {
    const memberId = await brokerWithoutRecord();
    await approveSeededProfessionalsOnce(api.db);
    expect(await approvalOf(memberId)).toBeUndefined();
  });

  it('approves them on a database seeded before 專業認證', async () => {
    const memberId = await brokerWithoutRecord();
    await api.db.delete(professionalDecisions);
    await api.db.delete(professionals);
    await approveSeededProfessionalsOnce(api.db);
    expect(await approvalOf(memberId)).toMatchObject({ kind: 'broker', status: 'approved' });
  });
});
