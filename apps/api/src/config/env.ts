import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSiteDomain } from '@591/config';
import type { BucketConfig } from '../services/photo-uploads/bucket-storage.ts';
import type { MitakeConfig } from '../services/sms/mitake-sms-sender.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ApiEnv {
  host: string;
  port: number;
  /** The public site: its domain, and the scheme and port visitors use (behind the gateway). */
  siteDomain: string;
  siteProtocol: 'http:' | 'https:';
  sitePort: string;
  /** A PostgreSQL server; null means the embedded PGlite in pgliteDir. */
  databaseUrl: string | null;
  /** Redis holding rate-limit counts shared by every instance; null counts in this process. */
  redisUrl: string | null;
  pgliteDir: string;
  /** PGlite's shared_buffers, e.g. 256MB: enough to hold a 200k-listing catalogue. */
  pgliteSharedBuffers: string;
  photoCacheDir: string;
  postedPhotoDir: string;
  /** An S3-compatible bucket for posted photos; null keeps them in postedPhotoDir. */
  photoBucket: BucketConfig | null;
  /** A Firebase service account's JSON file: alerts go out as web pushes; null keeps them in. */
  fcmServiceAccountFile: string | null;
  /** 三竹簡訊 sends the site's texts; null keeps them in sms_outbox (development). */
  mitakeSms: MitakeConfig | null;
  seedListings: number;
  /** The seeded builders' password (development accounts); null: they cannot log in. */
  seedBuilderPassword: string | null;
  /** The seeded news editor's password (a development account); null: it cannot log in. */
  seedEditorPassword: string | null;
  /** The seeded moderator's password (a development account); null: it cannot log in. */
  seedModeratorPassword: string | null;
  /** The seeded listings' posters' password (development accounts); null: they cannot log in. */
  seedPosterPassword: string | null;
  /** Requests per minute and client for routes without a tighter limit; 0 turns it off. */
  rateLimitPerMinute: number;
  /** Which peers may set X-Forwarded-For (the gateway runs on loopback). */
  trustProxy: string;
  logLevel: string;
  /** API_CHECK_ANSWERS=1: every answer is checked against its contract (the e2e site). */
  checkAnswers: boolean;
  /** The government's real-price release (lvr_landcsv.zip), fetched daily; null: off. */
  realPriceReleaseUrl: string | null;
  /**
   * API_JOBS=send: this instance queues jobs but works none (a deploy's web instances, beside a
   * worker that runs with the default, work).
   */
  takesJobs: boolean;
}

function integerIn(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
) {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return number;
}

function oneOf<T extends string>(
  name: string,
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined || value === '') return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new Error(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
  }
  return value as T;
}

function memorySize(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,6}(kB|MB|GB)$/.test(value))
    throw new Error(`${name} must be a size such as 256MB, got "${value}"`);
  return value;
}

function databaseUrl(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('DATABASE_URL must be a postgres:// URL');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new Error(`DATABASE_URL must use postgres://, got "${url.protocol}"`);
  }
  return value;
}

/** PHOTO_S3_BUCKET turns the bucket on; it then needs its endpoint and keys. */
function photoBucket(env: NodeJS.ProcessEnv): BucketConfig | null {
  const bucket = env.PHOTO_S3_BUCKET;
  if (!bucket) return null;
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`PHOTO_S3_BUCKET is set, so ${name} is needed too`);
    return value;
  };
  const endpoint = required('PHOTO_S3_ENDPOINT');
  if (!/^https?:\/\//.test(endpoint)) {
    throw new Error(`PHOTO_S3_ENDPOINT must be an http(s):// address, got "${endpoint}"`);
  }
  return {
    bucket,
    endpoint,
    region: env.PHOTO_S3_REGION || 'auto',
    accessKeyId: required('PHOTO_S3_ACCESS_KEY_ID'),
    secretAccessKey: required('PHOTO_S3_SECRET_ACCESS_KEY'),
  };
}

function redisUrl(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new Error(`REDIS_URL must use redis:// or rediss://, got "${url.protocol}"`);
  }
  if (!url.hostname) throw new Error('REDIS_URL must name a host, e.g. redis://127.0.0.1:6379');
  return value;
}

function serviceAccountFile(value: string | undefined): string | null {
  if (!value) return null;
  const file = path.resolve(REPO_ROOT, value);
  if (!existsSync(file)) throw new Error(`FCM_SERVICE_ACCOUNT_FILE: no file at ${file}`);
  return file;
}

/** SMS_PROVIDER=mitake sends texts through 三竹簡訊; its address and account are needed then. */
function mitakeSms(env: NodeJS.ProcessEnv): MitakeConfig | null {
  const provider = oneOf('SMS_PROVIDER', env.SMS_PROVIDER, ['outbox', 'mitake'], 'outbox');
  if (provider === 'outbox') {
    // Without a provider every code lands in the development outbox: on a live site no one
    // would receive a code, and anyone who could read the outbox could confirm any mobile.
    if (env.NODE_ENV === 'production') {
      throw new Error(
        'NODE_ENV is production, so SMS_PROVIDER=mitake (with SMS_MITAKE_URL, SMS_MITAKE_USERNAME and SMS_MITAKE_PASSWORD) is needed: the development outbox is never used on a live site',
      );
    }
    return null;
  }
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`SMS_PROVIDER is mitake, so ${name} is needed too`);
    return value;
  };
  const url = required('SMS_MITAKE_URL');
  if (!/^https?:\/\//.test(url)) {
    throw new Error(`SMS_MITAKE_URL must be an http(s):// address, got "${url}"`);
  }
  return {
    url,
    username: required('SMS_MITAKE_USERNAME'),
    password: required('SMS_MITAKE_PASSWORD'),
  };
}

/** The API's whole configuration, read from the environment once and validated. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): ApiEnv {
  const siteDomain = parseSiteDomain(env.SITE_DOMAIN);
  // *.localhost only ever runs on a developer's machine, over plain http behind the gateway.
  const localSite = siteDomain === 'localhost' || siteDomain.endsWith('.localhost');
  const siteProtocol =
    `${oneOf('SITE_PROTOCOL', env.SITE_PROTOCOL, ['http', 'https'], localSite ? 'http' : 'https')}:` as const;
  const sitePort = String(
    integerIn('SITE_PORT', env.SITE_PORT, siteProtocol === 'http:' ? 8080 : 443, 1, 65535),
  );
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR || '.data');
  return {
    host: env.API_HOST || '127.0.0.1',
    port: integerIn('API_PORT', env.API_PORT, 8090, 1, 65535),
    siteDomain,
    siteProtocol,
    sitePort:
      sitePort === '443' && siteProtocol === 'https:'
        ? ''
        : sitePort === '80' && siteProtocol === 'http:'
          ? ''
          : sitePort,
    databaseUrl: databaseUrl(env.DATABASE_URL),
    redisUrl: redisUrl(env.REDIS_URL),
    pgliteDir: env.PGLITE_DIR
      ? path.resolve(REPO_ROOT, env.PGLITE_DIR)
      : path.join(dataDir, 'pglite'),
    pgliteSharedBuffers: memorySize('PGLITE_SHARED_BUFFERS', env.PGLITE_SHARED_BUFFERS, '256MB'),
    photoCacheDir: path.join(dataDir, 'photos'),
    postedPhotoDir: path.join(dataDir, 'posted-photos'),
    photoBucket: photoBucket(env),
    fcmServiceAccountFile: serviceAccountFile(env.FCM_SERVICE_ACCOUNT_FILE),
    mitakeSms: mitakeSms(env),
    seedListings: integerIn('SEED_LISTINGS', env.SEED_LISTINGS, 20_000, 0, 2_000_000),
    seedBuilderPassword: env.SEED_BUILDER_PASSWORD || null,
    seedEditorPassword: env.SEED_EDITOR_PASSWORD || null,
    seedModeratorPassword: env.SEED_MODERATOR_PASSWORD || null,
    seedPosterPassword: env.SEED_POSTER_PASSWORD || null,
    rateLimitPerMinute: integerIn('API_RATE_LIMIT', env.API_RATE_LIMIT, 600, 0, 1_000_000),
    trustProxy: env.TRUST_PROXY || 'loopback',
    logLevel: oneOf(
      'LOG_LEVEL',
      env.LOG_LEVEL,
      ['fatal', 'error', 'warn', 'info', 'debug', 'silent'],
      'info',
    ),
    checkAnswers: env.API_CHECK_ANSWERS === '1',
    realPriceReleaseUrl: httpUrl('REAL_PRICE_RELEASE_URL', env.REAL_PRICE_RELEASE_URL),
    takesJobs: oneOf('API_JOBS', env.API_JOBS, ['work', 'send'], 'work') === 'work',
  };
}

/** An http(s) URL, or null when unset. */
function httpUrl(name: string, value: string | undefined): string | null {
  if (!value?.trim()) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  return url.href;
}
