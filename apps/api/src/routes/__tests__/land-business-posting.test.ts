import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts } from '../../db/schema/index.ts';
import { POSTING_FIELD_MESSAGES } from '../../domain/posting-fields.ts';
import { registerMember } from '../../test-support/members.ts';
import { COMPLETE_LAND, COMPLETE_TRANSFER, publishListing } from '../../test-support/postings.ts';
import { type SiteRequestArgs, siteRequest } from '../../test-support/site-requests.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
});
afterAll(() => api.close());

const call = (...args: SiteRequestArgs) => siteRequest(api.app, ...args);
const idsOf = async (url: string) =>
  ((await api.app.inject({ url })).json().items as { id: number }[]).map((item) => item.id);
const detailOf = async (id: number) => (await api.app.inject({ url: `/v1/listings/${id}` })).json();

/** A draft of the section and type, filled with these fields: the publish answer and its id. */
async function tryPublish(section: string, type: number, fields: object) {
  const { cookie } = await registerMember(api.app);
  const draft = await call('POST', '/v1/user/drafts', cookie, { section, type });
  const id = draft.json().data.id as number;
  const saved = await call('PUT', `/v1/user/drafts/${id}`, cookie, fields);
  const published = await call('POST', `/v1/user/drafts/${id}/publish`, cookie, {});
  return { cookie, id, saved, published };
}

describe('a member publishes land', () => {
  it('puts the plot in the land list under its zone and road width, with its facts', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie, 'land', COMPLETE_LAND);
    expect(await idsOf('/v1/land/listings?region=1&type=2&zone=2&roadwidth=6_8')).toContain(id);
    expect(await idsOf('/v1/land/listings?region=1&type=2&zone=6')).not.toContain(id);
    expect(await idsOf('/v1/land/listings?region=1&type=1')).not.toContain(id);

    const detail = await detailOf(id);
    expect(detail).toMatchObject({
      section: 'land',
      type: 2,
      kind: 11,
      kindName: '土地',
      price: 3_600,
      priceUnit: '萬',
      unitPrice: 30,
      area: 120,
      zoneName: '第二種住宅區',
      roadWidth: 8,
      frontage: 12.5,
      floor: null,
    });
    expect(detail.facts.land).toEqual({
      zoning: '第二種住宅區',
      landCategory: '都市計畫內',
      roadWidth: 8,
      frontage: 12.5,
      depth: 0,
      lotNumber: '測試段 123-4地號',
    });
  });

  it('rents out a plot by the month', async () => {
    const { cookie } = await registerMember(api.app);
    const fields = { ...COMPLETE_LAND, price: 30_000, landZone: 7 };
    const id = await publishListing(api.app, cookie, 'land', fields, 1);
    expect(await idsOf('/v1/land/listings?region=1&type=1&zone=7')).toContain(id);
    expect(await detailOf(id)).toMatchObject({ priceUnit: '元/月', unitPrice: null });
  });

  it.each([
    ['landZone', { landZone: undefined }, '請選擇使用分區'],
    ['roadWidth', { roadWidth: undefined }, '請填寫面前路寬'],
    ['area', { area: undefined }, '請填寫坪數'],
    ['price', { price: undefined }, '請填寫價格'],
    ['kind', { kind: 5 }, '請選擇物件類型'],
  ])('refuses a plot without a valid %s, at that field', async (field, change, message) => {
    const { id, cookie, published } = await tryPublish('land', 2, { ...COMPLETE_LAND, ...change });
    expect(published.statusCode).toBe(400);
    expect(published.json()).toMatchObject({ field, message });
    expect((await call('GET', `/v1/user/drafts/${id}`, cookie)).statusCode).toBe(200);
  });

  it.each([
    ['landZone', { landZone: 10 }],
    ['roadWidth', { roadWidth: 0 }],
    ['roadWidth', { roadWidth: 250 }],
    ['lotNumber', { lotNumber: '段'.repeat(41) }],
  ])('refuses a %s out of range as it is saved', async (field, change) => {
    const { saved } = await tryPublish('land', 2, { ...COMPLETE_LAND, ...change });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject({
      field,
      message: POSTING_FIELD_MESSAGES[field as keyof typeof POSTING_FIELD_MESSAGES],
    });
  });
});

describe('a member publishes business premises', () => {
  it('puts a shop transfer in the business list, with its rent, floor and 頂讓金', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie, 'business', COMPLETE_TRANSFER, 6);
    expect(await idsOf('/v1/business/listings?region=1&type=6&kind=5&floor=1')).toContain(id);
    expect(await idsOf('/v1/business/listings?region=1&type=6&kind=5&floor=2')).not.toContain(id);

    const detail = await detailOf(id);
    expect(detail).toMatchObject({
      section: 'business',
      type: 6,
      typeName: '頂讓',
      kindName: '店面',
      price: 68_000,
      priceUnit: '元/月',
      transferFee: 150,
      floorText: '1F/5F',
      frontage: 6,
    });
    expect(detail.facts.business).toEqual({
      floorText: '1F',
      frontage: 6,
      depositMonths: 2,
      nearby: [],
    });
  });

  it('sells an office by the 萬, with its unit price and no deposit', async () => {
    const { cookie } = await registerMember(api.app);
    const { transferFee: _, depositMonths: __, frontage: ___, ...rest } = COMPLETE_TRANSFER;
    const office = { ...rest, kind: 6, price: 4_500, area: 50, floor: 8, totalFloors: 20 };
    const id = await publishListing(api.app, cookie, 'business', office, 2);
    expect(await idsOf('/v1/business/listings?region=1&type=2&kind=6')).toContain(id);
    const detail = await detailOf(id);
    expect(detail).toMatchObject({ priceUnit: '萬', unitPrice: 90, transferFee: null });
    expect(detail.facts.business).toEqual({ nearby: [] });
  });

  it.each([
    ['transferFee', { transferFee: undefined }, '頂讓物件請填寫頂讓金'],
    ['floor', { floor: undefined }, '請填寫所在樓層'],
    ['totalFloors', { totalFloors: undefined }, '請填寫總樓層'],
    ['floor', { floor: 6 }, '所在樓層不能高於總樓層'],
    ['depositMonths', { depositMonths: undefined }, '請填寫押金月數'],
    ['kind', { kind: 11 }, '請選擇物件類型'],
    ['kind', { kind: undefined }, '請選擇物件類型'],
  ])('refuses premises without a valid %s, at that field', async (field, change, message) => {
    const fields = { ...COMPLETE_TRANSFER, ...change };
    const { published } = await tryPublish('business', 6, fields);
    expect(published.statusCode).toBe(400);
    expect(published.json()).toMatchObject({ field, message });
  });

  it('refuses a 頂讓金 that is not a whole number of 萬 as it is saved', async () => {
    const { saved } = await tryPublish('business', 6, { ...COMPLETE_TRANSFER, transferFee: 1.5 });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject({
      field: 'transferFee',
      message: POSTING_FIELD_MESSAGES.transferFee,
    });
  });
});

describe('land and business follow the posting rules of homes', () => {
  it('pauses, resumes and closes a plot, and confirms it is still for sale', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie, 'land', COMPLETE_LAND);
    const status = (value: string) =>
      call('POST', `/v1/user/listings/${id}/status`, cookie, { status: value });
    const list = '/v1/land/listings?region=1&type=2&zone=2';
    expect((await status('paused')).statusCode).toBe(200);
    expect(await idsOf(list)).not.toContain(id);
    await status('active');
    expect(await idsOf(list)).toContain(id);
    const confirmed = await call('POST', `/v1/user/listings/${id}/confirm`, cookie, {});
    expect(confirmed.statusCode).toBe(200);
    await status('closed');
    expect(await idsOf(list)).not.toContain(id);
    expect((await status('active')).statusCode).toBe(409);
  });

  it('edits a shop transfer in place: a new 頂讓金 and rent, the same listing', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie, 'business', COMPLETE_TRANSFER, 6);
    const edit = await call('POST', `/v1/user/listings/${id}/edit`, cookie, {});
    expect(edit.json().data).toMatchObject({ section: 'business', type: 6, listingId: id });
    expect(edit.json().data.fields).toMatchObject({ transferFee: 150, frontage: 6 });
    const draftId = edit.json().data.id as number;
    const fields = { ...COMPLETE_TRANSFER, transferFee: 120, price: 65_000 };
    await call('PUT', `/v1/user/drafts/${draftId}`, cookie, fields);
    const saved = await call('POST', `/v1/user/drafts/${draftId}/publish`, cookie, {});
    expect(saved.statusCode).toBe(200);
    expect(await detailOf(id)).toMatchObject({ transferFee: 120, price: 65_000, priceDrop: 3_000 });
  });

  it('tells a member whose saved land search a new plot matches', async () => {
    const seeker = await registerMember(api.app);
    const query = 'region=1&type=2&zone=2';
    const saved = await call('POST', '/v1/user/saved-searches', seeker.cookie, {
      section: 'land',
      query,
      listPath: `/list?${query}`,
    });
    expect(saved.statusCode).toBe(201);
    const poster = await registerMember(api.app);
    const id = await publishListing(api.app, poster.cookie, 'land', COMPLETE_LAND);
    // The alert job runs a moment after publishing: wait for it.
    const alertsOfSearch = () =>
      api.db
        .select({ kind: alerts.kind, listingId: alerts.listingId })
        .from(alerts)
        .where(eq(alerts.savedSearchId, saved.json().data.id));
    const deadline = Date.now() + 20_000;
    let alerted = await alertsOfSearch();
    while (alerted.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      alerted = await alertsOfSearch();
    }
    expect(alerted).toEqual([{ kind: 'search', listingId: id }]);
  });
});
