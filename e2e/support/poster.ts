import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { newMobile } from './members.ts';
import { origin } from './site.ts';

/** A rental with everything publishing asks for: 台北市中正區 獨立套房, 14,321 元 a month. */
export const RENTAL = {
  kind: 2,
  regionId: 1,
  districtId: 1,
  road: '忠孝西路一段 8巷',
  lat: 25.046,
  lng: 121.517,
  title: '中正區採光套房',
  price: 14_321,
  depositMonths: 2,
  area: 9.5,
  floor: 5,
  totalFloors: 12,
  posterRole: 'owner',
};

/**
 * Another member, who posts and reprices listings while a test watches as a visitor: through
 * the API, as the posting form calls it (the gateway on loopback, the API's host named; only
 * the browser maps the site's host names).
 */
export async function newPoster(request: APIRequestContext) {
  const api = new URL(origin('api'));
  const headers: Record<string, string> = {
    host: api.host,
    origin: origin('www'),
    'x-forwarded-for': `198.19.${randomInt(256)}.${randomInt(1, 255)}`,
  };
  const call = async (method: 'get' | 'post' | 'put', path: string, data: object = {}) => {
    const response = await request[method](`http://127.0.0.1:${api.port}${path}`, {
      headers,
      ...(method !== 'get' && { data }),
    });
    if (!response.ok())
      throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
    const session = response.headersArray().find((header) => header.name === 'set-cookie');
    if (session) headers.cookie = session.value.split(';')[0]!;
    return (await response.json()).data;
  };
  await call('post', '/v1/user/register', {
    mobile: newMobile(),
    password: 'harbour lantern 42',
    realname: '林',
    sex: 1,
  });
  return {
    /** Publishes a rental like RENTAL with the changes given; its id. */
    async publishRental(changes: Partial<typeof RENTAL> = {}): Promise<number> {
      const draft = await call('post', '/v1/user/drafts', { section: 'rent', type: 1 });
      await call('put', `/v1/user/drafts/${draft.id}`, { ...RENTAL, ...changes });
      return (await call('post', `/v1/user/drafts/${draft.id}/publish`)).id;
    },
    reprice: (id: number, price: number) =>
      call('post', `/v1/user/listings/${id}/price`, { price }),
    unreadAlerts: async (): Promise<number> => (await call('get', '/v1/user/alerts/unread')).unread,
    saveSearch: (query: string) =>
      call('post', '/v1/user/saved-searches', {
        section: 'rent',
        query,
        listPath: `/list?${query}`,
      }),
  };
}
