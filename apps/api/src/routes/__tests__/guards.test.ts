import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  createTestApp,
  FOREIGN_ORIGIN,
  onDatabase,
  SITE_ORIGIN,
  TEST_SITE,
  type TestApp,
} from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 100 });
});
afterAll(() => api.close());

describe('CORS', () => {
  it('allows each of the site’s subdomains with credentials, exactly', async () => {
    for (const origin of [
      SITE_ORIGIN,
      'https://rent.591.com.tw',
      'https://user.591.com.tw',
      'https://591.com.tw',
    ]) {
      const response = await api.app.inject({ url: '/v1/user/oauth', headers: { origin } });
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(response.headers.vary).toContain('Origin');
      expect(response.headers['access-control-expose-headers']).toBe('Retry-After');
    }
  });

  it('gives unknown origins nothing, including look-alikes', async () => {
    for (const origin of [
      FOREIGN_ORIGIN,
      'http://www.591.com.tw',
      'https://www.591.com.tw.evil.example',
      'https://evil591.com.tw',
      'null',
    ]) {
      const response = await api.app.inject({ url: '/v1/user/oauth', headers: { origin } });
      expect(response.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('answers preflights for credentialed JSON posts with the device header', async () => {
    const response = await api.app.inject({
      method: 'OPTIONS',
      url: '/v1/user/privacy',
      headers: {
        origin: 'https://rent.591.com.tw',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,device,idempotency-key,draft-save',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://rent.591.com.tw');
    expect(response.headers['access-control-allow-headers']).toContain('device');
    // Messages and bookings carry a key, to be sent again safely.
    expect(response.headers['access-control-allow-headers']).toContain('Idempotency-Key');
    // And a draft's saves their form's number, to be tried again safely.
    expect(response.headers['access-control-allow-headers']).toContain('Draft-Save');
  });

  it('allows every method the member pages send across subdomains', async () => {
    for (const [method, url] of [
      ['PUT', '/v1/user/drafts/1'],
      ['PUT', '/v1/user/drafts/1/photos/order'],
      ['DELETE', '/v1/user/drafts/1'],
      ['POST', '/v1/user/listings/1/status'],
    ]) {
      const response = await api.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: 'https://user.591.com.tw',
          'access-control-request-method': method!,
          'access-control-request-headers': 'content-type',
        },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(204);
      expect(response.headers['access-control-allow-methods'], `${method} ${url}`).toContain(
        method,
      );
    }
  });
});

describe('headers', () => {
  it('sends helmet’s headers and compresses large answers', async () => {
    const response = await api.app.inject({
      url: '/v1/locations/regions',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['content-encoding']).toBe('br');
  });
});

describe('bad input never gets a 5xx', () => {
  it('rejects malformed JSON with 400', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile": "0912345678", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('rejects prototype-poisoning keys', async () => {
    for (const payload of [
      '{"mobile":"0912345678","password":"long enough","__proto__":{"admin":true}}',
      '{"mobile":"0912345678","password":"long enough","constructor":{"prototype":{"admin":true}}}',
    ]) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/v1/user/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('answers wrong content types with 415 and oversized JSON with 413', async () => {
    const xml = await api.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    const big = await api.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ mobile: '0912345678', password: 'x'.repeat(100 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
  });

  it('answers unknown routes with the error shape', async () => {
    const response = await api.app.inject('/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'GET /v1/nothing-here does not exist',
    });
  });

  it('survives a sweep of hostile requests across every route without a 5xx', async () => {
    const paths = [
      '/v1/rent/listings',
      '/v1/sale/listings',
      '/v1/land/listings',
      '/v1/business/listings',
      '/v1/listings/1',
      '/v1/listings/1/recommendations',
      '/v1/web/pk/sale/info',
      '/v1/web/pk/sale/community',
      '/v1/web/pk/sale/surrounding',
      '/v1/land/price-trends',
      '/v1/land/price-records',
      '/v1/land/map',
      '/v1/land/filters',
      '/v1/business/filters',
      '/v1/locations/regions',
      '/v1/locations/metro-lines',
      '/v1/locations/universities',
      '/v1/one-id/get',
      '/v1/profile/get',
      '/v1/web/fav-list',
      '/home/sobot/getSignature',
      '/v1/rent/filters',
      '/v1/photos/r1/1-1-1-320.webp',
      '/v1/user/oauth',
      '/v1/user/sessions',
      '/logout',
    ];
    const queries = [
      '?region=1e400',
      '?section=-1',
      '?price=_',
      '?price=__',
      '?price=1_2_3',
      '?page=0',
      '?page=-1',
      '?pageSize=1e9',
      '?keyword=%00',
      `?keyword=${'長'.repeat(60)}`,
      '?ids=1,,2',
      '?ids=%27;drop%20table',
      '?region=1&region=2',
      '?order[$gt]=1',
      '?local_id=a&device=pc&uid=-1',
      '?mrt=2',
      '?school=0',
      '?features=pet&features=pet',
      '?area=0.001_1',
      '?houseage=_999999999999',
      '?zone=0&special=large,large',
      '?roadwidth=_999999999.99&frontage=999999999_',
      '?floor=99999',
      '?region=1&mode=in-sale&type=6',
      '?region=9&mode=real-price',
    ];
    const bodies = [
      'null',
      '[]',
      '"string"',
      '{"a":',
      '{"id":{"$ne":1}}',
      '{"id":1e999}',
      '{"mobile":["0912345678"]}',
    ];
    const statuses = new Set<number>();
    for (const path of paths) {
      for (const query of queries) {
        const response = await api.app.inject(`${path}${query}`);
        expect(response.statusCode, `${path}${query}`).toBeLessThan(500);
        statuses.add(response.statusCode);
      }
    }
    const postPaths = [
      '/v1/user/login',
      '/v1/user/register',
      '/api/collect/collectWare',
      '/v1/user/password',
      '/v1/user/profile',
      '/v1/user/sessions/logout-others',
      '/v1/user/privacy',
      '/push/fcm/batch-stat',
      '/behavior/detail/visit',
      '/home/detail/recommend/report',
      '/logout',
    ];
    for (const path of postPaths) {
      for (const payload of bodies) {
        const response = await api.app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, device: 'pc' },
          payload,
        });
        expect(response.statusCode, `${path} ${payload}`).toBeLessThan(500);
      }
    }
    expect(statuses.has(400)).toBe(true);
  });
});

describe('global rate limit', () => {
  it('answers a burst over the per-client limit with 429 and the error shape', async () => {
    const limited = onDatabase(
      await buildApp({
        db: api.db,
        site: TEST_SITE,
        photoCacheDir: api.photoCacheDir,
        rateLimitPerMinute: 20,
        trustProxy: 'loopback',
      }),
      api.db,
    );
    const statuses = [];
    for (let i = 0; i < 25; i++)
      statuses.push((await limited.inject('/v1/locations/regions')).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    const response = await limited.inject('/v1/locations/regions');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(response.headers['retry-after']).toBeDefined();
    expect(
      (await limited.inject({ url: '/v1/locations/regions', remoteAddress: '192.0.2.1' }))
        .statusCode,
    ).toBe(200);
    await limited.close();
  });
});
