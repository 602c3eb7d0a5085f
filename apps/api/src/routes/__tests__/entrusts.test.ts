import { ENTRUST_MAX_ACCEPTED } from '@591/config';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, members } from '../../db/schema/index.ts';
import { inSearch } from '../../services/listing-availability.ts';
import { entrustRequest } from '../../test-support/entrusts.ts';
import { registerMember } from '../../test-support/members.ts';
import { approvedProfessional, moderatorSession } from '../../test-support/professionals.ts';
import {
  createTestApp,
  FOREIGN_ORIGIN,
  freshAddress,
  SITE_ORIGIN,
  type TestApp,
} from '../../test-support/test-app.ts';
import { NOT_APPROVED_BROKER } from '../member/entrusts.ts';

let api: TestApp;
/** A district with seeded broker listings, and its region. */
let district: { regionId: number; districtId: number };
let moderator: string;
beforeAll(async () => {
  api = await createTestApp({ listings: 600 });
  moderator = await moderatorSession(api);
  const [row] = await api.db
    .select({ regionId: listings.regionId, districtId: listings.districtId })
    .from(listings)
    .where(and(eq(listings.posterRole, 2), inSearch()))
    .limit(1);
  district = row!;
});
afterAll(() => api.close());

function call(method: 'GET' | 'POST', url: string, cookie = '', payload?: object) {
  return api.app.inject({
    method,
    url,
    remoteAddress: freshAddress(),
    headers: { origin: SITE_ORIGIN, ...(cookie && { cookie }) },
    ...(payload && { payload }),
  });
}

/**
 * A new member who posts as a broker in the district (one of the seeded catalogue's listings
 * made theirs), approved by the moderator.
 */
async function newBroker(licence: string) {
  const { cookie, response } = await registerMember(api.app, { role: 'agent' });
  const memberId: number = response.json().data.user_id;
  const [free] = await api.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.districtId, district.districtId), ne(listings.posterRole, 2)))
    .limit(1);
  await api.db
    .update(listings)
    .set({ memberId, posterRole: 2, brokerLicence: licence, confirmedAt: new Date() })
    .where(eq(listings.id, free!.id));
  await approvedProfessional(api.app, moderator, { cookie, id: memberId });
  return cookie;
}

const request = () => entrustRequest(district);

describe('GET /v1/brokers', () => {
  it('lists the region’s brokers with their licence, districts and listings in search', async () => {
    const response = await call('GET', `/v1/brokers?regionid=${district.regionId}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBeGreaterThan(0);
    for (const broker of page.items) {
      expect(broker.licence).toMatch(/經紀證字第\d{5}號/);
      expect(broker.activeListings).toBeGreaterThan(0);
      expect(broker.districts.length).toBeGreaterThan(0);
    }
    const counts = page.items.map((broker: { activeListings: number }) => broker.activeListings);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('narrows to a district, and refuses an unknown region or another region’s district', async () => {
    const one = await call(
      'GET',
      `/v1/brokers?regionid=${district.regionId}&sectionid=${district.districtId}`,
    );
    for (const broker of one.json().items) {
      expect(broker.districts.map((d: { id: number }) => d.id)).toContain(district.districtId);
    }
    expect((await call('GET', '/v1/brokers?regionid=98')).statusCode).toBe(404);
    const other = district.regionId === 1 ? 3 : 1;
    const mismatch = await call(
      'GET',
      `/v1/brokers?regionid=${other}&sectionid=${district.districtId}`,
    );
    expect(mismatch.statusCode).toBe(400);
  });

  it('gives a broker’s page with their listings, and 404 for a member who is not one', async () => {
    const [first] = (await call('GET', `/v1/brokers?regionid=${district.regionId}`)).json().items;
    const detail = (await call('GET', `/v1/brokers/${first.id}`)).json();
    expect(detail.name).toBe(first.name);
    expect(detail.listings.length).toBe(Math.min(first.activeListings, 60));
    const [seeker] = await api.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.role, 'seeker'))
      .limit(1);
    const notBroker = await call('GET', `/v1/brokers/${seeker?.id ?? 2_000_000}`);
    expect(notBroker.statusCode).toBe(404);
    expect(notBroker.json().message).toBe('找不到這位經紀人');
  });
});

describe('屋主委託', () => {
  it('asks a visitor to log in, and refuses another site’s page', async () => {
    expect((await call('POST', '/v1/user/entrusts', '', request())).statusCode).toBe(401);
    const { cookie } = await registerMember(api.app);
    const foreign = await api.app.inject({
      method: 'POST',
      url: '/v1/user/entrusts',
      remoteAddress: freshAddress(),
      headers: { origin: FOREIGN_ORIGIN, cookie },
      payload: request(),
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses each wrong field in the form’s words, naming the field', async () => {
    const { cookie } = await registerMember(api.app);
    const cases: [object, string, string][] = [
      [{ districtId: '99999' }, 'districtId', '請選擇鄉鎮市區'],
      [{ address: '忠孝東路' }, 'address', '請填寫路名與門牌號碼，例如 忠孝東路四段100號5樓'],
      [{ homeType: 'castle' }, 'homeType', '請選擇房屋類型'],
      [{ area: '0' }, 'area', '請填寫坪數（1 至 10,000 坪）'],
      [{ price: '' }, 'price', '請填寫期望售價（1 至 1,000,000 萬）'],
      [{ purpose: 'rent', price: '500' }, 'price', '請填寫期望租金（每月 1,000 元以上）'],
      // A landline, and a mobile prefix outside the rule (the spec's 0800 is not a mobile).
      [{ mobile: '02-2345-6789' }, 'mobile', '請填寫正確的手機號碼，例如 0912-345-678'],
      [{ mobile: '0800-123-456' }, 'mobile', '請填寫正確的手機號碼，例如 0912-345-678'],
    ];
    for (const [change, field, message] of cases) {
      const response = await call('POST', '/v1/user/entrusts', cookie, { ...request(), ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ field, message });
    }
  });

  it('offers the request to the district’s brokers; one accepts and the owner is told who', async () => {
    const broker = await newBroker('(112)經紀證字第54321號');
    const owner = await registerMember(api.app, { realname: '陳', sex: 2 });
    const created = await call('POST', '/v1/user/entrusts', owner.cookie, request());
    expect(created.statusCode).toBe(201);
    const { id, offeredTo } = created.json().data;
    // The seeded brokers of the district and the new one.
    expect(offeredTo).toBeGreaterThanOrEqual(2);

    // Before accepting, the broker reads the road, not the door number, and no owner.
    const offers = (await call('GET', '/v1/user/entrust-offers', broker)).json().data.items;
    const offer = offers.find((item: { id: number }) => item.id === id);
    expect(offer).toMatchObject({
      address: '忠孝東路四段',
      owner: null,
      acceptedAt: null,
      price: 2880,
    });

    const accepted = await call('POST', `/v1/user/entrust-offers/${id}/accept`, broker);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      address: '忠孝東路四段100號5樓',
      owner: { name: '陳小姐', mobile: '0912345678' },
      acceptedCount: 1,
    });
    // Accepting again changes nothing.
    const again = await call('POST', `/v1/user/entrust-offers/${id}/accept`, broker);
    expect(again.json().data.acceptedCount).toBe(1);

    const alerts = (await call('GET', '/v1/user/alerts', owner.cookie)).json().data.items;
    expect(alerts[0]).toMatchObject({
      kind: 'entrust',
      listing: null,
      entrust: { id, purpose: 'sale', broker: { licence: '(112)經紀證字第54321號' } },
    });
    const unread = (await call('GET', '/v1/user/alerts/unread', owner.cookie)).json().data.unread;
    expect(unread).toBe(1);
    const mine = (await call('GET', '/v1/user/entrusts', owner.cookie)).json().data.items;
    expect(mine[0]).toMatchObject({
      id,
      offeredTo,
      accepted: [{ licence: '(112)經紀證字第54321號' }],
    });
  });

  it(`lets at most ${ENTRUST_MAX_ACCEPTED} brokers accept, and no one it was not offered to`, async () => {
    const brokers = [];
    for (let n = 0; n <= ENTRUST_MAX_ACCEPTED; n++) {
      brokers.push(await newBroker(`(113)經紀證字第1000${n}號`));
    }
    const owner = await registerMember(api.app);
    const { id } = (await call('POST', '/v1/user/entrusts', owner.cookie, request())).json().data;
    const answers = await Promise.all(
      brokers.map((cookie) => call('POST', `/v1/user/entrust-offers/${id}/accept`, cookie)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(ENTRUST_MAX_ACCEPTED).fill(200), 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toBe(
      `這筆委託已有 ${ENTRUST_MAX_ACCEPTED} 位經紀人接受，無法再接受`,
    );

    // A member who says 仲介 without a moderator's approval takes nobody's data.
    const stranger = await registerMember(api.app, { role: 'agent' });
    const unapproved = await call('POST', `/v1/user/entrust-offers/${id}/accept`, stranger.cookie);
    expect(unapproved.statusCode).toBe(403);
    expect(unapproved.json().message).toBe(NOT_APPROVED_BROKER);
    // An approved broker it was not offered to (approved after it was opened) finds nothing.
    const latecomer = await newBroker('(113)經紀證字第20000號');
    const notOffered = await call('POST', `/v1/user/entrust-offers/${id}/accept`, latecomer);
    expect(notOffered.statusCode).toBe(404);
  });
});
