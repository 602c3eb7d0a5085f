import type { FastifyInstance } from 'fastify';
import { SITE_ORIGIN } from './test-app.ts';

/** A rental with everything publishing asks for, in 台北市中正區 (region 1, district 1). */
export const COMPLETE_RENT = {
  kind: 2,
  regionId: 1,
  districtId: 1,
  road: '測試路一段 8巷',
  lat: 25.033,
  lng: 121.5654,
  title: '剛刊登的採光套房',
  price: 14_321,
  depositMonths: 2,
  area: 9.5,
  floor: 5,
  totalFloors: 12,
  posterRole: 'owner',
};

/** The same place as a sale of a home: 1,980 萬 for 30 坪, 20 of them 主建物. */
export const COMPLETE_SALE = {
  ...COMPLETE_RENT,
  depositMonths: undefined,
  kind: 9,
  title: '剛刊登的兩房住宅',
  price: 1_980,
  area: 30,
  mainArea: 20,
  publicArea: 9,
  age: 12,
};

/** Drafts, fills and publishes a listing as the member whose cookie is given; its id. */
export async function publishListing(
  app: FastifyInstance,
  cookie: string,
  section: 'rent' | 'sale' = 'rent',
  fields: Record<string, unknown> = section === 'rent' ? COMPLETE_RENT : COMPLETE_SALE,
): Promise<number> {
  const headers = { origin: SITE_ORIGIN, cookie };
  const draft = await app.inject({
    method: 'POST',
    url: '/v1/user/drafts',
    headers,
    payload: { section, type: section === 'rent' ? 1 : 2 },
  });
  const id = draft.json().data.id as number;
  await app.inject({
    method: 'PUT',
    url: `/v1/user/drafts/${id}`,
    headers,
    payload: JSON.parse(JSON.stringify(fields)),
  });
  const published = await app.inject({
    method: 'POST',
    url: `/v1/user/drafts/${id}/publish`,
    headers,
    payload: {},
  });
  if (published.statusCode !== 201) throw new Error(`publish answered ${published.body}`);
  return published.json().data.id as number;
}
