import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingDrafts, priceChanges } from '../../db/schema/index.ts';
import { registerMember } from '../../test-support/members.ts';
import { COMPLETE_SALE, publishListing } from '../../test-support/postings.ts';
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

const call = (cookie: string, method: 'POST' | 'PUT', url: string, payload: object = {}) =>
  api.app.inject({ method, url, headers: { origin: SITE_ORIGIN, cookie }, payload });
const openEdit = (cookie: string, id: number, origin = SITE_ORIGIN) =>
  api.app.inject({
    method: 'POST',
    url: `/v1/user/listings/${id}/edit`,
    headers: { origin, cookie },
    payload: {},
  });
const detailOf = async (id: number) => (await api.app.inject({ url: `/v1/listings/${id}` })).json();

describe('a poster edits a published listing', () => {
  it('opens a draft of what was posted, and publishing it updates the listing in place', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie, 'sale');
    const before = await detailOf(id);

    const opened = await openEdit(cookie, id);
    expect(opened.statusCode).toBe(201);
    const draft = opened.json().data;
    expect(draft).toMatchObject({ listingId: id, section: 'sale', type: 2 });
    expect(draft.fields).toMatchObject({ title: COMPLETE_SALE.title, price: COMPLETE_SALE.price });
    // Asked again, the same draft: one edit per listing.
    expect((await openEdit(cookie, id)).json().data.id).toBe(draft.id);

    const fields = { ...draft.fields, title: '重新整理的兩房住宅', price: 1_880 };
    expect((await call(cookie, 'PUT', `/v1/user/drafts/${draft.id}`, fields)).statusCode).toBe(200);
    const published = await call(cookie, 'POST', `/v1/user/drafts/${draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toEqual({ id, section: 'sale', type: 2 });

    expect(await detailOf(id)).toMatchObject({
      id,
      title: '重新整理的兩房住宅',
      price: 1_880,
      priceDrop: 100,
      labels: [{ id: 1, name: '降價' }],
      postedAt: before.postedAt,
      photoCount: before.photoCount,
      status: 'active',
    });
    const history = await api.db.select().from(priceChanges).where(eq(priceChanges.listingId, id));
    expect(history.map((change) => [change.oldPrice, change.newPrice])).toEqual([[1_980, 1_880]]);
    const drafts = await api.db.select().from(listingDrafts).where(eq(listingDrafts.id, draft.id));
    expect(drafts).toEqual([]);
    // The next edit starts from what was saved this time.
    expect((await openEdit(cookie, id)).json().data.fields.title).toBe('重新整理的兩房住宅');
  });

  it('opens one draft when 修改 is pressed twice at once', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie, 'sale');
    const answers = await Promise.all([1, 2, 3, 4].map(() => openEdit(cookie, id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    const drafts = await api.db.select().from(listingDrafts).where(eq(listingDrafts.listingId, id));
    expect(drafts).toHaveLength(1);
  });

  it('checks an edit as a new listing is checked, leaving the listing as it was', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie, 'rent');
    const draft = (await openEdit(cookie, id)).json().data;
    await call(cookie, 'PUT', `/v1/user/drafts/${draft.id}`, { ...draft.fields, title: '短' });
    const refused = await call(cookie, 'POST', `/v1/user/drafts/${draft.id}/publish`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'title' });
    expect((await detailOf(id)).title).toBe(draft.fields.title);
  });

  it('refuses another member, a seeded listing, a closed one and a foreign origin', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie, 'rent');
    const other = await registerMember(api.app);
    expect((await openEdit(other.cookie, id)).statusCode).toBe(404);
    expect((await openEdit(cookie, 1)).statusCode).toBe(404);
    expect((await openEdit('', id)).statusCode).toBe(401);
    expect((await openEdit(cookie, id, FOREIGN_ORIGIN)).statusCode).toBe(403);
    await call(cookie, 'POST', `/v1/user/listings/${id}/status`, { status: 'closed' });
    const closed = await openEdit(cookie, id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('這個物件已標示為已出租或已售出，不能再變更');
  });
});
