import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SITE_ORIGIN, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
});
afterAll(() => api.close());

/** Every route that answers for the logged-in member, as its method and a concrete path. */
const MEMBER_ROUTES = [
  'GET /v1/user/alerts',
  'GET /v1/user/alerts/unread',
  'POST /v1/user/alerts/read',
  'POST /v1/user/drafts/1/photos',
  'PUT /v1/user/drafts/1/photos/order',
  'DELETE /v1/user/drafts/1/photos/abc',
  'POST /v1/user/drafts',
  'GET /v1/user/drafts',
  'GET /v1/user/drafts/1',
  'PUT /v1/user/drafts/1',
  'POST /v1/user/drafts/1/publish',
  'DELETE /v1/user/drafts/1',
  'POST /api/collect/collectWare',
  'GET /v1/web/fav-list',
  'GET /api/collect/status',
  'POST /v1/user/listings/1/edit',
  'POST /v1/user/password',
  'POST /v1/user/profile',
  'GET /v1/user/listings',
  'POST /v1/user/listings/1/price',
  'POST /v1/user/listings/1/status',
  'POST /v1/user/listings/1/confirm',
  'GET /v1/user/sessions',
  'POST /v1/user/sessions/logout-others',
  'POST /v1/user/saved-searches',
  'GET /v1/user/saved-searches',
  'PATCH /v1/user/saved-searches/1',
  'DELETE /v1/user/saved-searches/1',
  'POST /v1/user/saved-searches/1/seen',
  'GET /v1/user/messages',
  'GET /v1/user/conversations',
  'GET /v1/user/conversations/listings',
  'GET /v1/user/conversations/1',
  'POST /v1/user/conversations/1/messages',
  'POST /v1/user/conversations/1/handled',
  'POST /v1/user/conversations/1/block',
  'GET /v1/user/quick-replies',
  'PUT /v1/user/quick-replies',
  'GET /v1/user/reports/target?listingId=1',
  'POST /v1/user/reports',
  'GET /v1/moderation/reports',
  'POST /v1/moderation/reports/1',
  'GET /v1/user/contact-messages',
  'POST /v1/user/account/delete',
] as const;

describe('the member guard', () => {
  it.each(MEMBER_ROUTES)('answers a visitor 401 on %s, never cached', async (route) => {
    const [method, url] = route.split(' ') as ['GET', string];
    const response = await api.app.inject({
      method,
      url,
      headers: { origin: SITE_ORIGIN, 'content-type': 'application/json' },
      payload: method === 'GET' ? undefined : '{}',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('請先登入會員');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
