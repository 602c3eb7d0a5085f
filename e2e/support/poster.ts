import { randomInt } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { newMobile } from './mobiles.ts';
import { DOMAIN, origin, PORT } from './site.ts';
import { newestCode } from './sms-codes.ts';

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

/** A member registered through the API, as the register form calls it. */
export interface ApiMember {
  /** The member's id (user_id of the API's answer). */
  id: number;
  mobile: string;
  password: string;
  realname: string;
  /** The session cookie the API set, on the site's parent domain as a browser keeps it. */
  session: { name: string; value: string };
  /** Calls the API as this member; answers the response's `data`. */
  // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, each caller reads what it needs
  call: (method: 'get' | 'post' | 'put', path: string, data?: object) => Promise<any>;
}

/**
 * A caller of the API (the gateway on loopback, the API's host named; only the browser maps
 * the site's host names) from an address of its own (the API limits log-ins and registrations
 * per address), which keeps the session cookie the API sets.
 */
function apiCaller(request: APIRequestContext, sitePort = PORT) {
  const api = new URL(origin('api', sitePort));
  const headers: Record<string, string> = {
    host: api.host,
    origin: origin('www', sitePort),
    'x-forwarded-for': `198.19.${randomInt(256)}.${randomInt(1, 255)}`,
  };
  const caller = {
    session: { name: '', value: '' },
    call: (async (method, path, data = {}) => {
      const response = await request[method](`http://127.0.0.1:${api.port}${path}`, {
        headers,
        ...(method !== 'get' && { data }),
      });
      if (!response.ok())
        throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
      const cookie = response.headersArray().find((header) => header.name === 'set-cookie');
      if (cookie) {
        const [name, value] = cookie.value.split(';')[0]!.split('=') as [string, string];
        caller.session = { name, value };
        headers.cookie = `${name}=${value}`;
      }
      return (await response.json()).data;
    }) as ApiMember['call'],
  };
  return caller;
}

/** Registers a new member through the API, with the code texted to the new mobile. */
export async function registerThroughApi(
  request: APIRequestContext,
  {
    realname = '林',
    sex = 1,
    sitePort = PORT,
  }: {
    realname?: string;
    sex?: 1 | 2 /** The site's port (a benchmark's own). */;
    sitePort?: number;
  } = {},
): Promise<ApiMember> {
  const caller = apiCaller(request, sitePort);
  const member = { mobile: newMobile(), password: 'harbour lantern 42', realname };
  await caller.call('post', '/v1/sms/codes', { mobile: member.mobile, purpose: 'register' });
  const code = await codeSentTo(request, member.mobile, sitePort);
  const data = await caller.call('post', '/v1/user/register', { ...member, code, sex });
  return { id: data.user_id, ...member, session: caller.session, call: caller.call };
}

/** Logs an existing account in through the API (a seeded poster, the moderator). */
export async function logInThroughApi(
  request: APIRequestContext,
  mobile: string,
  password: string,
): Promise<ApiMember> {
  const caller = apiCaller(request);
  const data = await caller.call('post', '/v1/user/login', { mobile, password });
  return {
    id: data.user_id,
    mobile,
    password,
    realname: data.realname,
    session: caller.session,
    call: caller.call,
  };
}

/**
 * The code of the newest code texted to a mobile, read from the development outbox as the machine
 * itself (the outbox answers loopback only, so no visitor's address is forwarded).
 */
export async function codeSentTo(
  request: APIRequestContext,
  mobile: string,
  sitePort = PORT,
): Promise<string> {
  const api = new URL(origin('api', sitePort));
  const response = await request.get(
    `http://127.0.0.1:${api.port}/v1/dev/sms-outbox?mobile=${mobile}`,
    { headers: { host: api.host } },
  );
  const { items } = (await response.json()) as { items: { body: string }[] };
  const code = newestCode(items.map((item) => item.body));
  if (!code) throw new Error(`No code was texted to ${mobile}`);
  return code;
}

/**
 * Logs a browser context in as the member: the session cookie on the site's parent domain, as
 * the API sets it after a log-in on user., so every subdomain's next page load sees it.
 */
export async function logInContext(context: BrowserContext, member: ApiMember): Promise<void> {
  await context.addCookies([
    {
      ...member.session,
      domain: `.${DOMAIN}`,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

/**
 * Another member, who posts and reprices listings while a test watches as a visitor: through
 * the API, as the posting form calls it.
 */
export async function newPoster(request: APIRequestContext) {
  const { call } = await registerThroughApi(request);
  return {
    /** Publishes a rental like RENTAL with the changes given; its id. */
    async publishRental(changes: Partial<typeof RENTAL> = {}): Promise<number> {
      const draft = await call('post', '/v1/user/drafts', { section: 'rent', type: 1 });
      await call('put', `/v1/user/drafts/${draft.id}`, { ...RENTAL, ...changes });
      return (await call('post', `/v1/user/drafts/${draft.id}/publish`)).id;
    },
    /** Closes the listing as rented. */
    close: (id: number) => call('post', `/v1/user/listings/${id}/status`, { status: 'closed' }),
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
