import {
  CONTACT_TOPICS,
  LISTING_REPORT_REASONS,
  MODERATOR_ROLE,
  NEWS_CATEGORIES,
  NEWS_EDITOR_ROLE,
  PROFESSIONAL_KINDS,
  REAL_PRICE_BUILDING_TYPES,
  VISIT_PARTS_OF_DAY,
} from '@591/config';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, registerApi } from '../../app.ts';
import { listings, members, newBuilds } from '../../db/schema/index.ts';
import {
  logIn,
  registerMember,
  sessionCookieOf,
  TEST_PASSWORD,
} from '../../test-support/members.ts';
import { publishListing } from '../../test-support/postings.ts';
import {
  createTestApp,
  freshAddress,
  SITE_ORIGIN,
  TEST_SITE,
  type TestApp,
} from '../../test-support/test-app.ts';

/*
 * Every write route (POST, PUT, PATCH, DELETE) gets each of its body's fields malformed, one
 * at a time beside good values, and whole bodies that are not an object; none may answer 5xx.
 * The routes are read from the API's own table, so a new route is walked without a word here.
 * When written, the walk covered these 63 (NOT_JSON below lists the 3 it leaves out):
 *
 *   POST /v1/user/register
 *   POST /v1/user/login
 *   POST /logout
 *   POST /v1/user/password/reset
 *   POST /v1/sms/codes
 *   POST /v1/user/privacy
 *   POST /push/fcm/batch-stat
 *   POST /home/detail/recommend/report
 *   POST /v1/user/password
 *   POST /v1/user/mobile
 *   POST /v1/user/profile
 *   POST /v1/user/account/delete
 *   POST /v1/user/alerts/read
 *   POST /v1/user/conversations/:id/messages
 *   POST /v1/user/conversations/:id/handled
 *   POST /v1/user/conversations/:id/block
 *   POST /v1/user/entrusts
 *   POST /v1/user/entrust-offers/:id/accept
 *   POST /api/collect/collectWare
 *   POST /v1/user/listings/:id/edit
 *   POST /v1/user/listings/:id/price
 *   POST /v1/user/listings/:id/status
 *   POST /v1/user/listings/:id/confirm
 *   PUT /v1/user/new-build-favourites/:id
 *   DELETE /v1/user/new-build-favourites/:id
 *   POST /v1/user/professional
 *   PUT /v1/user/quick-replies
 *   POST /v1/user/reports
 *   POST /v1/user/saved-searches
 *   PATCH /v1/user/saved-searches/:id
 *   DELETE /v1/user/saved-searches/:id
 *   POST /v1/user/saved-searches/:id/seen
 *   POST /v1/user/sessions/logout-others
 *   PUT /v1/user/listings/:id/viewing-settings
 *   PUT /v1/user/drafts/:id/photos/order
 *   DELETE /v1/user/drafts/:id/photos/:photoId
 *   POST /v1/user/drafts
 *   PUT /v1/user/drafts/:id
 *   POST /v1/user/drafts/:id/publish
 *   DELETE /v1/user/drafts/:id
 *   PUT /v1/user/new-build-drafts/:id/photos/order
 *   DELETE /v1/user/new-build-drafts/:id/photos/:photoId
 *   POST /v1/user/new-build-drafts
 *   PUT /v1/user/new-build-drafts/:id
 *   POST /v1/user/new-build-drafts/:id/publish
 *   DELETE /v1/user/new-build-drafts/:id
 *   POST /v1/help/contact
 *   POST /v1/conversations/link/messages
 *   POST /v1/conversations/link/viewings/cancel
 *   POST /home/housing/sendMsg
 *   POST /v1/moderation/professionals/:id
 *   POST /v1/moderation/reports/:id
 *   POST /v1/new-builds/:id/visits
 *   POST /v1/editor/articles
 *   PUT /v1/editor/articles/:id
 *   POST /v1/editor/articles/:id/publish
 *   POST /v1/editor/articles/:id/unpublish
 *   POST /behavior/detail/visit
 *   POST /v1/reservation/send/code
 *   POST /v1/reservation/mobile/valid
 *   POST /v1/reservation/create
 *   POST /v1/reservation/update
 *   POST /v1/reservation/cancel
 */

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes whose body is not JSON, left to their own tests: a draft's and a new build's photo
 * uploads (the body is the image) and the news editor's image upload (a multipart file).
 */
const NOT_JSON = new Set([
  'POST /v1/user/drafts/:id/photos',
  'POST /v1/user/new-build-drafts/:id/photos',
  'POST /v1/editor/images',
]);

/** Sent as the raw number: JSON.stringify would round it to 2 ** 53 before it left. */
const PAST_SAFE = Symbol('MAX_SAFE_INTEGER + 2');

/** What a field is sent instead of a good value: each is one request. */
const BAD_VALUES: readonly (readonly [string, unknown])[] = [
  ["'2026-99-99'", '2026-99-99'],
  ["'9999-99-99'", '9999-99-99'],
  ["'2026-02-30'", '2026-02-30'],
  ["'yesterday'", 'yesterday'],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['2 ** 53', 2 ** 53],
  ['MAX_SAFE_INTEGER + 2', PAST_SAFE],
  ["'99999999999999999999'", '99999999999999999999'],
  ['an object', { a: 1 }],
  ['an array', [1, 'x']],
  ['null', null],
  ['true', true],
  ['a number', 12_345],
  ['a string', 'abc'],
  // Past the 64 KB body limit whatever field carries it: a 413 before any schema reads it.
  ['100,000 characters', 'x'.repeat(100_000)],
  ['10,000 emoji', '🏠'.repeat(10_000)],
];

/** Whole bodies that are not the object every route reads; undefined sends none. */
const BAD_BODIES: readonly (readonly [string, string | undefined])[] = [
  ['an array', '[1,"x"]'],
  ['a string', '"x"'],
  ['empty', undefined],
];

/** At most this many requests at once: the machine may have two cores. */
const CONCURRENCY = 8;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  anyOf?: JsonSchema[];
}

/**
 * Who sends a route's requests: the editor and the moderator on their desks, a member of their
 * own for routes that check a password (wrong ones end its sessions and ask a code at its next
 * log-in), and the member everywhere else.
 */
type Role = 'member' | 'editor' | 'moderator' | 'password';

interface Case {
  method: string;
  url: string;
  headers: Record<string, string>;
  role: Role;
  /** The field and the bad value, as the failure names them. */
  what: string;
  payload: string | undefined;
}

/**
 * Values handlers ask beyond their schemas (a choice kept as a plain string, a slot length from
 * a list), by field name and first of the schema's type: with them, the field beside is what a
 * request checks.
 */
const HANDLER_VALUES: Readonly<Record<string, readonly unknown[]>> = {
  category: [NEWS_CATEGORIES[0].id],
  topic: [CONTACT_TOPICS[0].id],
  reason: [LISTING_REPORT_REASONS[0].id],
  partOfDay: [VISIT_PARTS_OF_DAY[0].id],
  askedPartOfDay: [VISIT_PARTS_OF_DAY[0].id],
  slotMinutes: [30],
  start: ['09:00'],
  end: ['18:00'],
  regionId: ['1', 1],
  districtId: ['1', 1],
  kind: [PROFESSIONAL_KINDS[0].id],
  licence: ['(105)北市經字第01234號'],
  taxId: ['22099131'],
  address: ['忠孝東路四段100號5樓'],
  email: ['name@example.com'],
  homeType: [REAL_PRICE_BUILDING_TYPES[0].id],
  area: ['30', 30],
  price: ['1000', 1000],
  rooms: ['2'],
  name: ['王小明'],
  message: ['請問這間還可以預約看房嗎？謝謝'],
  body: ['請問這間還可以預約看房嗎？謝謝'],
  action: ['dismiss', 'confirm'],
  data: ['[]'],
  nearby: ['{"exposures":0,"clicks":0,"click_count":0}'],
  similar_price: ['{"exposures":0,"clicks":0,"click_count":0}'],
  similar_area: ['{"exposures":0,"clicks":0,"click_count":0}'],
};

/** Strings tried, in order, for a string field with a pattern: the first it matches is used. */
const STRING_CANDIDATES = ['x', '0912345678', '/list?region=1', 'A'.repeat(21), '2030-01', 'ab'];

/** Fields naming a listing: always sent (a seeded one), for a body may need one or another. */
const LISTING_FIELDS = new Set(['listingId', 'post_id']);

let api: TestApp;
let routes: RouteOptions[];
/** The first active seeded rental, named by bodies' listing fields, and a new build on sale. */
let listingId: number;
let newBuildId: number;
/** The mobile a body names: the member's own, confirmed, so bookings skip the code. */
let plausibleMobile = '';
let savedSearches = 0;

/** Today in Taiwan plus the days, as YYYY-MM-DD. */
const taiwanDate = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const typeOf = (schema: JsonSchema) => [schema.type ?? 'string'].flat()[0];

function handlerValue(name: string, schema: JsonSchema): unknown {
  const numeric = typeOf(schema) === 'integer' || typeOf(schema) === 'number';
  return HANDLER_VALUES[name]?.find(
    (value) =>
      typeof value === (numeric ? 'number' : typeOf(schema)) &&
      (!schema.enum || schema.enum.includes(value)),
  );
}

function plausibleString(name: string, schema: JsonSchema): string {
  if (/date/i.test(name)) return taiwanDate(1);
  if (/mobile/i.test(name)) return plausibleMobile;
  if (LISTING_FIELDS.has(name)) return String(listingId);
  // Long enough for any password rule, and never the member's own.
  if (/password/i.test(name)) return 'not the password 1';
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(value));
  const padded = 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  return [padded, ...STRING_CANDIDATES].find(fits) ?? padded;
}

/** A value the schema (and the handler) accepts for the field. */
function plausible(name: string, schema: JsonSchema): unknown {
  const known = handlerValue(name, schema);
  if (known !== undefined) return known;
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.anyOf?.length) {
    return plausible(name, schema.anyOf.find((option) => option.type !== 'null') ?? {});
  }
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') {
    return LISTING_FIELDS.has(name) ? listingId : (schema.minimum ?? 1);
  }
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return plausibleObject(schema, 'required');
  return plausibleString(name, schema);
}

/**
 * A body the schema accepts: its required fields (with those a handler asks and a listing), or
 * every field.
 */
function plausibleObject(schema: JsonSchema, which: 'required' | 'all'): Record<string, unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties).filter(
    (name) =>
      which === 'all' ||
      schema.required?.includes(name) ||
      LISTING_FIELDS.has(name) ||
      handlerValue(name, properties[name] ?? {}) !== undefined,
  );
  return Object.fromEntries(names.map((name) => [name, plausible(name, properties[name] ?? {})]));
}

/** The body as JSON, the raw number past MAX_SAFE_INTEGER written as it is. */
function jsonOf(body: unknown): string {
  const raw = (BigInt(Number.MAX_SAFE_INTEGER) + 2n).toString();
  return JSON.stringify(body, (_key, value) =>
    value === PAST_SAFE ? '__past_safe__' : value,
  ).replaceAll('"__past_safe__"', raw);
}

interface Session {
  mobile: string;
  /** The cookie to send; a pending one while the session is renewed. */
  cookie: Promise<string>;
  /** The cookie last handed out; null while a renewal is on its way. */
  last: string | null;
  /** The member's own listing and conversation, made when a URL first names them. */
  listing?: Promise<number>;
  conversation?: Promise<number>;
}

const sessions = new Map<Role, Session>();

async function newMember(role: Role): Promise<string> {
  const { mobile, cookie } = await registerMember(api.app);
  const staffRole = { editor: NEWS_EDITOR_ROLE, moderator: MODERATOR_ROLE }[role as string];
  if (staffRole) {
    await api.db.update(members).set({ role: staffRole }).where(eq(members.mobile, mobile));
  }
  sessions.set(role, { mobile, cookie: Promise.resolve(cookie), last: cookie });
  return cookie;
}

/**
 * A new session when a request found the member's ended (登出, or too many wrong current
 * passwords) or its per-session limit reached: the same member logging in again, so the rows
 * the URLs name stay theirs, or a new member once their password asks for a code too.
 */
function renewedSession(role: Role, stale: string): Promise<string> {
  const session = sessions.get(role)!;
  if (session.last !== stale) return session.cookie;
  session.last = null;
  session.cookie = logIn(api.app, session.mobile, TEST_PASSWORD).then((response) => {
    const cookie = sessionCookieOf(response);
    if (!cookie) return newMember(role);
    session.last = cookie;
    return cookie;
  });
  return session.cookie;
}

const MEMBER_GUARD_REFUSAL = '請先登入會員';
const memberGuardRefused = (response: LightMyRequestResponse) =>
  response.statusCode === 401 && response.json().message === MEMBER_GUARD_REFUSAL;

function inject(request: Case, cookie: string) {
  return api.app.inject({
    method: request.method as 'POST',
    url: request.url,
    remoteAddress: freshAddress(),
    headers: {
      ...request.headers,
      origin: SITE_ORIGIN,
      cookie,
      ...(request.payload !== undefined && { 'content-type': 'application/json' }),
    },
    ...(request.payload !== undefined && { payload: request.payload }),
  });
}

/** As the member of the request's role, once more with a new session if theirs was refused. */
async function send(request: Case): Promise<LightMyRequestResponse> {
  const cookie = await sessions.get(request.role)!.cookie;
  const response = await inject(request, cookie);
  if (!memberGuardRefused(response) && response.statusCode !== 429) return response;
  return inject(request, await renewedSession(request.role, cookie));
}

/** A good request that makes a row a URL names. */
function make(role: Role, url: string, body: object) {
  return send({
    method: 'POST',
    url,
    headers: {},
    role,
    what: 'setup',
    payload: JSON.stringify(body),
  }).then((response) => response.json().data as { id?: number; conversationId?: number });
}

const deskOf = (url: string): Role =>
  url.startsWith('/v1/editor/')
    ? 'editor'
    : url.startsWith('/v1/moderation/')
      ? 'moderator'
      : 'member';

function roleOf(options: RouteOptions): Role {
  const fields = Object.keys((options.schema?.body as JsonSchema | undefined)?.properties ?? {});
  return fields.some((field) => /password/i.test(field)) ? 'password' : deskOf(options.url);
}

/** The id a URL names: a row the member owns where one is easy to make, else 1 (a 404 is fine). */
async function idFor(url: string): Promise<number | undefined> {
  const session = sessions.get(deskOf(url))!;
  if (url.startsWith('/v1/user/drafts/:id')) {
    return (await make('member', '/v1/user/drafts', { section: 'rent', type: 1 })).id;
  }
  if (url.startsWith('/v1/user/new-build-drafts/:id')) {
    return (await make('member', '/v1/user/new-build-drafts', {})).id;
  }
  if (url.startsWith('/v1/user/listings/:id')) {
    session.listing ??= session.cookie.then((cookie) => publishListing(api.app, cookie));
    return session.listing;
  }
  if (url.startsWith('/v1/user/conversations/:id')) {
    session.conversation ??= make('member', '/home/housing/sendMsg', {
      listingId,
      name: '林小姐',
      mobile: session.mobile,
      message: '請問還在嗎？',
    }).then((sent) => sent.conversationId ?? 1);
    return session.conversation;
  }
  if (url.startsWith('/v1/user/saved-searches/:id')) {
    savedSearches += 1;
    return (
      await make('member', '/v1/user/saved-searches', {
        section: 'rent',
        query: `region=1&price=${savedSearches}_${savedSearches + 1000}`,
        listPath: '/list?region=1',
      })
    ).id;
  }
  if (url.startsWith('/v1/editor/articles/:id')) {
    return (
      await make('editor', '/v1/editor/articles', {
        title: '租屋補貼新制上路',
        lead: '今年起租屋補貼放寬申請資格。',
        body: '## 申請資格',
        category: NEWS_CATEGORIES[0].id,
        regionIds: [1],
      })
    ).id;
  }
  if (url.startsWith('/v1/moderation/professionals/:id')) {
    // An application is named by its applicant: the member, applying now.
    await make('member', '/v1/user/professional', {
      kind: PROFESSIONAL_KINDS[0].id,
      licence: '(105)北市經字第01234號',
      company: '591 不動產',
      taxId: '22099131',
    });
    const [applicant] = await api.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.mobile, sessions.get('member')!.mobile));
    return applicant?.id;
  }
  if (url.startsWith('/v1/new-builds/:id') || url.startsWith('/v1/user/new-build-favourites/:id')) {
    return newBuildId;
  }
  return undefined;
}

/** The route's URL with its params named, and the query a link's page carries (its token). */
async function urlOf(options: RouteOptions): Promise<string> {
  const id = options.url.includes(':id') ? await idFor(options.url) : undefined;
  const path = options.url.replace(/:(\w+)/g, (_match, name) =>
    name === 'id' ? String(id ?? 1) : '1',
  );
  const querystring = options.schema?.querystring as JsonSchema | undefined;
  const query = new URLSearchParams(
    Object.entries(querystring ? plausibleObject(querystring, 'required') : {}).map(
      ([name, value]): [string, string] => [name, String(value)],
    ),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Of the plausible bodies, the one the handler takes (or at least does not refuse as a bad
 * request), so each bad field is checked beside good ones.
 */
async function goodBody(base: Omit<Case, 'what' | 'payload'>, schema: JsonSchema) {
  const candidates = [plausibleObject(schema, 'required'), plausibleObject(schema, 'all')];
  const answers = await Promise.all(
    candidates.map((body) => send({ ...base, what: 'good body', payload: JSON.stringify(body) })),
  );
  const index = [
    answers.findIndex((answer) => answer.statusCode < 400),
    answers.findIndex((answer) => answer.statusCode !== 400),
    0,
  ].find((found) => found >= 0)!;
  return { body: candidates[index]!, answers };
}

/** Every request one write route gets: each field's bad values, and bad whole bodies. */
async function casesOf(method: string, options: RouteOptions) {
  const role = roleOf(options);
  plausibleMobile = sessions.get(role)!.mobile;
  const headerSchema = options.schema?.headers as JsonSchema | undefined;
  const headers = Object.fromEntries(
    Object.entries(headerSchema ? plausibleObject(headerSchema, 'required') : {}).map(
      ([name, value]) => [name, String(value)],
    ),
  );
  const base = { method, url: await urlOf(options), headers, role };
  const cases: Case[] = BAD_BODIES.map(([what, payload]) => ({
    ...base,
    what: `body ${what}`,
    payload,
  }));
  const schema = options.schema?.body as JsonSchema | undefined;
  if (!schema?.properties) return { cases, probed: [] };
  const { body, answers } = await goodBody(base, schema);
  for (const [field, fieldSchema] of Object.entries(schema.properties)) {
    const items = fieldSchema.items;
    for (const [what, value] of BAD_VALUES) {
      const add = (where: string, bad: unknown) =>
        cases.push({
          ...base,
          what: `${where} ${what}`,
          payload: jsonOf({ ...body, [field]: bad }),
        });
      add(field, value);
      // A list's items are read one by one: a bad one inside a good list too.
      if (items && typeOf(items) === 'object') {
        for (const name of Object.keys(items.properties ?? {})) {
          add(`${field}[0].${name}`, [{ ...plausibleObject(items, 'required'), [name]: value }]);
        }
      } else if (items) {
        add(`${field}[0]`, [value]);
      }
    }
  }
  return { cases, probed: answers };
}

beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
  // The route table as Fastify was given it, read as origin-guards.test.ts reads it.
  const server = createServer({ trustProxy: 'loopback' });
  routes = [];
  server.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await registerApi(server, {
    db: api.db,
    site: TEST_SITE,
    photoCacheDir: api.photoCacheDir,
    rateLimitPerMinute: 0,
    trustProxy: 'loopback',
  });
  await server.ready();
  await server.close();

  const [listing] = await api.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.status, 'active'), eq(listings.section, 'rent')))
    .orderBy(asc(listings.id))
    .limit(1);
  const [newBuild] = await api.db
    .select({ id: newBuilds.id })
    .from(newBuilds)
    .where(eq(newBuilds.saleStatus, 'selling'))
    .orderBy(asc(newBuilds.id))
    .limit(1);
  listingId = listing!.id;
  newBuildId = newBuild!.id;
  const roles: Role[] = ['member', 'editor', 'moderator', 'password'];
  await Promise.all(roles.map(newMember));
}, 120_000);
afterAll(() => api.close());

describe('malformed bodies on every write route', () => {
  it('are answered below 500', async () => {
    const writes = routes.flatMap((route) =>
      [route.method]
        .flat()
        .map((method) => method.toUpperCase())
        .filter((method) => STATE_CHANGING.has(method))
        .map((method) => ({ method, route })),
    );
    const covered: string[] = [];
    const failures: string[] = [];
    /** Requests the member guard refused even with a new session: their handler went unchecked. */
    const unchecked: string[] = [];
    const check = (
      request: Pick<Case, 'method' | 'url' | 'what'>,
      answer: LightMyRequestResponse,
    ) => {
      const line = `${request.method} ${request.url} ${request.what} → ${answer.statusCode} ${answer.body}`;
      if (answer.statusCode >= 500) failures.push(line);
      if (memberGuardRefused(answer)) unchecked.push(line);
    };
    for (const { method, route } of writes) {
      const name = `${method} ${route.url}`;
      if (NOT_JSON.has(name)) continue;
      covered.push(name);
      const { cases, probed } = await casesOf(method, route);
      for (const answer of probed) check({ method, url: route.url, what: 'good body' }, answer);
      for (let start = 0; start < cases.length; start += CONCURRENCY) {
        const chunk = cases.slice(start, start + CONCURRENCY);
        const answers = await Promise.all(chunk.map(send));
        for (const [index, answer] of answers.entries()) check(chunk[index]!, answer);
      }
    }
    // The walk must see the routes it vouches for, or an empty table would pass.
    expect(covered.length).toBeGreaterThanOrEqual(60);
    expect(unchecked).toEqual([]);
    expect(failures).toEqual([]);
  }, 120_000);
});
