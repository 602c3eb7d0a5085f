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
import { SESSION_COOKIE } from '../services/sessions.ts';
import { sharedRateLimitStore } from './rate-limit-store.ts';

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
    allowedHeaders: ['Content-Type', 'device', 'X-Requested-With'],
    // Pages on the site's other subdomains count a rate limit's wait down from it.
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: rateLimitPerMinute > 0,
    max: rateLimitPerMinute || 1,
    timeWindow: '1 minute',
    store: redis ? sharedRateLimitStore(redis, app.log) : undefined,
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
  /** A person writes a few messages a minute at most, with room to correct a refused one. */
  message: { max: 20, timeWindow: '1 minute' },
  /** Customer service reads each one: room to correct a refused form, not to flood the desk. */
  contact: { max: 10, timeWindow: '10 minutes' },
  /** Each text costs money: a person asks a few codes, a script pumping texts asks hundreds. */
  smsCode: { max: 10, timeWindow: '10 minutes' },
} as const;

/**
 * Saves come every few seconds while a poster types; this is far above that and far below a
 * script. Counted per member (their session), else per address.
 */
export const POSTING_WRITES_PER_MINUTE = 120;
export const POSTING_LIMIT = {
  max: POSTING_WRITES_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) =>
    request.cookies[SESSION_COOKIE] ? `member:${request.cookies[SESSION_COOKIE]}` : request.ip,
};

/** A poster uploads a few photos a minute; a script uploading hundreds is refused. */
export const UPLOAD_LIMIT = {
  max: 60,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) =>
    request.cookies[SESSION_COOKIE] ? `member:${request.cookies[SESSION_COOKIE]}` : request.ip,
};
