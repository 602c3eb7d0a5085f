import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { SiteConfig } from '../config/site.ts';
import { errorBody } from '../lib/http-errors.ts';
import { DRAFT_SAVE_HEADER } from '../services/draft-saves.ts';
import { SESSION_COOKIE } from '../services/sessions.ts';
import { rateLimitStore } from './rate-limit-store.ts';

export interface SecurityOptions {
  site: SiteConfig;
  /** Requests per minute and client on routes without their own limit; 0 turns it off. */
  rateLimitPerMinute: number;
  /** Where every instance counts requests; null counts in this process (one instance). */
  redis: Redis | null;
}

export async function registerSecurity(
  app: FastifyInstance,
  { site, rateLimitPerMinute, redis }: SecurityOptions,
) {
  await app.register(helmet, {
    // Answers are JSON and images, never documents: nothing may run or frame them.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    // Pages on www. and the section subdomains show the API's photos: same site, other origin.
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: site.secureCookies,
  });
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && site.allowedOrigins.has(origin)),
    credentials: true,
    // Every method a page calls: drafts are saved and photos reordered with PUT.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // Idempotency-Key: messages and bookings are sent again safely (services/idempotent-writes.ts);
    // Draft-Save: a draft's saves are tried again without undoing a later one (draft-saves.ts).
    allowedHeaders: [
      'Content-Type',
      'device',
      'X-Requested-With',
      'Idempotency-Key',
      DRAFT_SAVE_HEADER,
    ],
    // Pages on the site's other subdomains count a rate limit's wait down from it.
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: rateLimitPerMinute > 0,
    max: rateLimitPerMinute || 1,
    timeWindow: '1 minute',
    store: rateLimitStore(redis, app.log),
    errorResponseBuilder: (_request, context) =>
      errorBody(429, `請求過於頻繁，請於${Math.ceil(context.ttl / 1000)}秒後再試`),
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 compresses JSON nearly as well as 11 at a fraction of the CPU.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/** Tight limits for endpoints people or scripts could hammer: logins, beacons, stats, messages. */
export const TIGHT_LIMITS = {
  login: { max: 10, timeWindow: '1 minute' },
  beacon: { max: 60, timeWindow: '1 minute' },
  stat: { max: 120, timeWindow: '1 minute' },
  /** A booking or visit: a person sends a few a minute at most, with room to correct a refused one. */
  message: { max: 20, timeWindow: '1 minute' },
  /** Customer service reads each one: room to correct a refused form, not to flood the desk. */
  contact: { max: 10, timeWindow: '10 minutes' },
  /** Each text costs money: a person asks a few codes, a script pumping texts asks hundreds. */
  smsCode: { max: 10, timeWindow: '10 minutes' },
} as const;

/** Counted per member (their session), else per address. */
const memberOrAddress = (request: FastifyRequest) =>
  request.cookies[SESSION_COOKIE] ? `member:${request.cookies[SESSION_COOKIE]}` : request.ip;

/**
 * Saves come every few seconds while a poster types; this is far above that and far below a
 * script.
 */
export const POSTING_WRITES_PER_MINUTE = 120;
export const POSTING_LIMIT = {
  max: POSTING_WRITES_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: memberOrAddress,
};

/** A poster uploads a few photos a minute; a script uploading hundreds is refused. */
export const UPLOAD_LIMIT = { max: 60, timeWindow: '1 minute', keyGenerator: memberOrAddress };

const waitText = (ms: number) =>
  ms >= 3_600_000 ? `${Math.ceil(ms / 3_600_000)} 小時` : `${Math.ceil(ms / 60_000)} 分鐘`;

/**
 * A limit of a kind of write per person and window, shared by every route of the group (one
 * count for a seeker's messages, a link's answers and a member's replies) and, through the
 * store, by every instance. Its refusal says what was reached and how long to wait.
 */
function writeLimit(
  group: string,
  max: number,
  timeWindow: '1 hour' | '1 day',
  what: `${string}：${string}`,
) {
  const [name, unit] = what.split('：');
  const per = timeWindow === '1 hour' ? '每小時' : '每日';
  return {
    groupId: group,
    max,
    timeWindow,
    keyGenerator: memberOrAddress,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      errorBody(429, `${name}已達${per} ${max} ${unit}上限，請於 ${waitText(context.ttl)}後再試`),
  };
}

/** Messages and replies a person writes in an hour: a busy poster's answers fit; a spammer's do not. */
export const MESSAGES_PER_HOUR = 60;
export const MESSAGE_LIMIT = writeLimit('messages', MESSAGES_PER_HOUR, '1 hour', '留言：則');

/** Reports a member files in a day: each is read by a moderator. */
export const REPORTS_PER_DAY = 10;
export const REPORT_LIMIT = writeLimit('reports', REPORTS_PER_DAY, '1 day', '檢舉：次');
