import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/index.ts';
import { daysBefore, EXPIRED_AFTER_DAYS, STALE_AFTER_DAYS } from '../../domain/listing-status.ts';
import { registerMember } from '../../test-support/members.ts';
import { COMPLETE_RENT, publishListing } from '../../test-support/postings.ts';
import {
  createTestApp,
  FOREIGN_ORIGIN,
  SITE_ORIGIN,
  type TestApp,
} from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
});
afterAll(() => api.close());

const post = (cookie: string, url: string, payload?: object, origin = SITE_ORIGIN) =>
  api.app.inject({ method: 'POST', url, headers: { origin, cookie }, payload: payload ?? {} });
const setStatus = (cookie: string, id: number, status: unknown, origin?: string) =>
  post(cookie, `/v1/user/listings/${id}/status`, { status }, origin);
const confirm = (cookie: string, id: number, origin?: string) =>
  post(cookie, `/v1/user/listings/${id}/confirm`, undefined, origin);

/** The ids a rent search of the test listing's district and kind finds, in order. */
async function foundIds(query = '') {
  const answer = await api.app.inject({
    url: `/v1/rent/listings?region=1&section=1&kind=${COMPLETE_RENT.kind}&pageSize=100${query}`,
  });
  return answer.json().items.map((item: { id: number }) => item.id) as number[];
}
const detailOf = async (id: number) => (await api.app.inject({ url: `/v1/listings/${id}` })).json();
const unconfirmedFor = (id: number, days: number) =>
  api.db
    .update(listings)
    .set({ confirmedAt: daysBefore(new Date(), days) })
    .where(eq(listings.id, id));

describe('a poster pauses, resumes and closes a listing', () => {
  it('pausing takes it out of search and resuming puts it back', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie);
    expect(await foundIds()).toContain(id);
    expect((await setStatus(cookie, id, 'paused')).json()).toMatchObject({
      data: { id, status: 'paused' },
    });
    expect(await foundIds()).not.toContain(id);
    expect((await detailOf(id)).status).toBe('paused');
    await setStatus(cookie, id, 'active');
    expect(await foundIds()).toContain(id);
  });

  it('a rented listing leaves search, the sitemap and recommendations for good', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie);
    const sibling = await publishListing(api.app, cookie);
    const recommended = async () => {
      const groups = (
        await api.app.inject({ url: `/v1/listings/${sibling}/recommendations` })
      ).json();
      return Object.values(groups).flatMap((cards) => (cards as { id: number }[]).map((c) => c.id));
    };
    expect(await recommended()).toContain(id);

    expect((await setStatus(cookie, id, 'closed')).statusCode).toBe(200);
    expect(await foundIds()).not.toContain(id);
    expect(await recommended()).not.toContain(id);
    const sitemap = (await api.app.inject({ url: '/v1/sitemap/rent' })).json();
    const mapped = sitemap.items.map((item: { id: number }) => item.id);
    expect(mapped).toContain(sibling);
    expect(mapped).not.toContain(id);
    expect(await detailOf(id)).toMatchObject({ id, status: 'closed' });

    const reopen = await setStatus(cookie, id, 'active');
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe('這個物件已標示為已出租或已售出，不能再變更');
    expect((await confirm(cookie, id)).statusCode).toBe(409);
    const price = await post(cookie, `/v1/user/listings/${id}/price`, { price: 9_000 });
    expect(price.statusCode).toBe(409);
  });

  it('refuses an unknown status, another member, a visitor and a foreign origin', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie);
    const bad = await setStatus(cookie, id, 'sold');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'status' });
    const other = await registerMember(api.app);
    expect((await setStatus(other.cookie, id, 'closed')).statusCode).toBe(404);
    expect((await confirm(other.cookie, id)).statusCode).toBe(404);
    expect((await setStatus('', id, 'closed')).statusCode).toBe(401);
    expect((await setStatus(cookie, id, 'closed', FOREIGN_ORIGIN)).statusCode).toBe(403);
    expect((await confirm(cookie, id, FOREIGN_ORIGIN)).statusCode).toBe(403);
    expect((await detailOf(id)).status).toBe('active');
  });
});

describe('confirmed available', () => {
  it('a new listing is confirmed as it is published, and says so on its card', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie);
    expect((await detailOf(id)).confirmation).toMatchObject({
      daysAgo: 0,
      stale: false,
      expired: false,
    });
    expect(await foundIds('&confirmed=7')).toContain(id);
  });

  it('past two weeks it goes to the end of the results, past thirty days out of them', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie);
    await unconfirmedFor(id, STALE_AFTER_DAYS + 1);
    const ids = await foundIds();
    expect(ids.at(-1)).toBe(id);
    expect(ids.length).toBeGreaterThan(1);
    expect((await detailOf(id)).confirmation).toMatchObject({ stale: true, expired: false });
    expect(await foundIds('&confirmed=7')).not.toContain(id);
    // The cheapest first still puts it last: the warning outranks the chosen order.
    expect((await foundIds('&order=money&orderType=asc')).at(-1)).toBe(id);

    await unconfirmedFor(id, EXPIRED_AFTER_DAYS + 1);
    expect(await foundIds()).not.toContain(id);
    expect((await detailOf(id)).confirmation).toMatchObject({ expired: true });

    // One click brings it back, fresh.
    const confirmed = await confirm(cookie, id);
    expect(confirmed.statusCode).toBe(200);
    expect(await foundIds('&confirmed=7')).toContain(id);
    expect((await foundIds())[0]).toBe(id);
  });

  it('a listing with no poster to ask (its account gone) is never demoted', async () => {
    const [found] = await foundIds();
    expect(found).toBeDefined();
    await api.db
      .update(listings)
      .set({ memberId: null, confirmedAt: null })
      .where(eq(listings.id, found!));
    expect(await foundIds()).toContain(found);
    expect((await detailOf(found!)).confirmation).toBeNull();
  });

  it('refuses a confirmed filter other than 7 days', async () => {
    const answer = await api.app.inject({ url: '/v1/rent/listings?confirmed=3' });
    expect(answer.statusCode).toBe(400);
  });
});
