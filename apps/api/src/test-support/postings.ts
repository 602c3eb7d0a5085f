import type { FastifyInstance } from 'fastify';
import { SITE_ORIGIN } from './test-app.ts';

/**
 * A rental with everything publishing asks for, in 台北市中正區 (region 1, district 1): its pin
 * lies over 500 m inside its map tiles' edges, so its public point (up to 150 m off) is in the
 * same tiles at every zoom.
 */
export const COMPLETE_RENT = {
  kind: 2,
  regionId: 1,
  districtId: 1,
  road: '測試路一段 8巷',
  lat: 25.031,
  lng: 121.514,
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

/** A plot for sale in the same place: 第二種住宅區 (zone 2), 120 坪 on an 8 米 road, 3,600 萬. */
export const COMPLETE_LAND = {
  regionId: 1,
  districtId: 1,
  road: '測試路二段',
  lat: 25.028,
  lng: 121.515,
  title: '剛刊登的住宅區建地',
  price: 3_600,
  area: 120,
  landZone: 2,
  roadWidth: 8,
  frontage: 12.5,
  lotNumber: '測試段 123-4地號',
  posterRole: 'owner',
};

/** A shop transfer (頂讓, type 6) in the same place: 1F of 5, 68,000 元 a month, 頂讓金 150 萬. */
export const COMPLETE_TRANSFER = {
  kind: 5,
  regionId: 1,
  districtId: 1,
  road: '測試路三段',
  lat: 25.0345,
  lng: 121.5185,
  title: '剛刊登的咖啡店頂讓',
  price: 68_000,
  depositMonths: 2,
  transferFee: 150,
  area: 25,
  floor: 1,
  totalFloors: 5,
  frontage: 6,
  posterRole: 'owner',
};

/** Drafts, fills and publishes a listing as the member whose cookie is given; its id. */
export async function publishListing(
  app: FastifyInstance,
  cookie: string,
  section: 'rent' | 'sale' | 'land' | 'business' = 'rent',
  fields: Record<string, unknown> = section === 'rent' ? COMPLETE_RENT : COMPLETE_SALE,
  type = section === 'rent' ? 1 : 2,
): Promise<number> {
  const headers = { origin: SITE_ORIGIN, cookie };
  const draft = await app.inject({
    method: 'POST',
    url: '/v1/user/drafts',
    headers,
    payload: { section, type },
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
