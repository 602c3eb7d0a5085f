import { describe, expect, it } from 'vitest';
import { readEnv } from '../env.ts';
import { siteConfig } from '../site.ts';

describe('readEnv', () => {
  it('defaults to the local site on 591.localhost, PGlite and port 8090', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      host: '127.0.0.1',
      port: 8090,
      siteDomain: '591.localhost',
      siteProtocol: 'http:',
      sitePort: '8080',
      databaseUrl: null,
      redisUrl: null,
      seedListings: 20_000,
    });
    expect(env.pgliteDir).toMatch(/\.data\/pglite$/);
  });

  it('serves a real domain over https on the default port', () => {
    expect(readEnv({ SITE_DOMAIN: '591.com.tw' })).toMatchObject({
      siteProtocol: 'https:',
      sitePort: '',
    });
  });

  it('takes a Redis for shared rate limits over plain or TLS connections', () => {
    expect(readEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(readEnv({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2' }).redisUrl).toBe(
      'rediss://:secret@cache.internal:6380/2',
    );
  });

  it.each([
    [{ API_PORT: '99999' }, 'API_PORT'],
    [{ API_PORT: 'eighty' }, 'API_PORT'],
    [{ SITE_DOMAIN: 'not a domain' }, 'SITE_DOMAIN'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SITE_PROTOCOL: 'ftp' }, 'SITE_PROTOCOL'],
    [{ SEED_LISTINGS: '-5' }, 'SEED_LISTINGS'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: 'redis://' }, 'REDIS_URL'],
    [{ REDIS_URL: 'cache:6379' }, 'REDIS_URL'],
    [
      { REAL_PRICE_RELEASE_URL: 'ftp://plvr.land.moi.gov.tw/lvr_landcsv.zip' },
      'REAL_PRICE_RELEASE_URL',
    ],
    [{ REAL_PRICE_RELEASE_URL: 'lvr_landcsv.zip' }, 'REAL_PRICE_RELEASE_URL'],
  ])('refuses %o', (env, name) => {
    expect(() => readEnv(env)).toThrow(name);
  });
});

describe('the real-price release download', () => {
  it('is off unless the deploy names it', () => {
    expect(readEnv({}).realPriceReleaseUrl).toBeNull();
    const url = 'https://plvr.land.moi.gov.tw/Download?type=zip&fileName=lvr_landcsv.zip';
    expect(readEnv({ REAL_PRICE_RELEASE_URL: url }).realPriceReleaseUrl).toBe(url);
  });
});

describe('the posted photos bucket', () => {
  it('keeps photos on disk unless a bucket is named', () => {
    expect(readEnv({}).photoBucket).toBeNull();
  });

  it('reads an S3-compatible bucket with its endpoint, region and keys', () => {
    const bucket = {
      PHOTO_S3_BUCKET: 'photos',
      PHOTO_S3_ENDPOINT: 'https://example.r2.cloudflarestorage.com',
      PHOTO_S3_ACCESS_KEY_ID: 'key',
      PHOTO_S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(readEnv(bucket).photoBucket).toEqual({
      bucket: 'photos',
      endpoint: 'https://example.r2.cloudflarestorage.com',
      region: 'auto',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(() => readEnv({ ...bucket, PHOTO_S3_SECRET_ACCESS_KEY: '' })).toThrow(
      'PHOTO_S3_BUCKET is set, so PHOTO_S3_SECRET_ACCESS_KEY is needed too',
    );
    expect(() => readEnv({ ...bucket, PHOTO_S3_ENDPOINT: 'example.com' })).toThrow(
      'PHOTO_S3_ENDPOINT must be an http(s):// address',
    );
  });

  it('keeps texts in the outbox unless 三竹簡訊 is chosen with its address and account', () => {
    expect(readEnv({}).mitakeSms).toBeNull();
    expect(readEnv({ SMS_PROVIDER: 'outbox' }).mitakeSms).toBeNull();
    const mitake = {
      SMS_PROVIDER: 'mitake',
      SMS_MITAKE_URL: 'https://smsapi.mitake.com.tw',
      SMS_MITAKE_USERNAME: 'account',
      SMS_MITAKE_PASSWORD: 'secret',
    };
    expect(readEnv(mitake).mitakeSms).toEqual({
      url: 'https://smsapi.mitake.com.tw',
      username: 'account',
      password: 'secret',
    });
    expect(() => readEnv({ ...mitake, SMS_MITAKE_PASSWORD: '' })).toThrow(
      'SMS_PROVIDER is mitake, so SMS_MITAKE_PASSWORD is needed too',
    );
    expect(() => readEnv({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(
      'SMS_PROVIDER must be one of',
    );
  });

  it('refuses a production start without a real SMS provider, the outbox being for development', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(
      'NODE_ENV is production, so SMS_PROVIDER=mitake',
    );
    expect(() => readEnv({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox' })).toThrow(
      'the development outbox is never used on a live site',
    );
  });

  it('gives the seeded builders a password only when one is set', () => {
    expect(readEnv({}).seedBuilderPassword).toBeNull();
    expect(readEnv({ SEED_BUILDER_PASSWORD: 'builder-demo-591' }).seedBuilderPassword).toBe(
      'builder-demo-591',
    );
  });

  it('gives the seeded news editor and moderator a password only when one is set', () => {
    expect(readEnv({}).seedEditorPassword).toBeNull();
    expect(readEnv({}).seedModeratorPassword).toBeNull();
    expect(readEnv({ SEED_EDITOR_PASSWORD: 'editor-demo-591' }).seedEditorPassword).toBe(
      'editor-demo-591',
    );
    expect(readEnv({ SEED_MODERATOR_PASSWORD: 'm-591' }).seedModeratorPassword).toBe('m-591');
  });
});

describe('siteConfig', () => {
  it('allows exactly the site’s origins and shares cookies on the parent domain', () => {
    const local = siteConfig(readEnv({}));
    expect(local.allowedOrigins.has('http://www.591.localhost:8080')).toBe(true);
    expect(local.allowedOrigins.has('http://591.localhost:8080')).toBe(true);
    expect(local.allowedOrigins.has('http://www.591.localhost')).toBe(false);
    expect(local).toMatchObject({
      cookieDomain: '.591.localhost',
      secureCookies: false,
      apiOrigin: 'http://api.591.localhost:8080',
    });
    const live = siteConfig(readEnv({ SITE_DOMAIN: '591.com.tw' }));
    expect(live.allowedOrigins.has('https://rent.591.com.tw')).toBe(true);
    expect(live.allowedOrigins.has('http://rent.591.com.tw')).toBe(false);
    expect(live.secureCookies).toBe(true);
  });
});
