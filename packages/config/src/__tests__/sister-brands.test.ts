import { describe, expect, it } from 'vitest';
import { createSite } from '../hosts.ts';
import {
  PUSH_SYNC_HELPER_PATH,
  PUSH_SYNC_SUBDOMAINS,
  pushSyncHelperUrl,
  pushSyncOrigins,
} from '../push-sync.ts';
import { SISTER_BRANDS, SITE_APPS } from '../sister-brands.ts';

const production = createSite('591.com.tw');

describe('push permission sync', () => {
  it('awaits seven sibling product origins', () => {
    expect(PUSH_SYNC_SUBDOMAINS).toHaveLength(7);
    expect(pushSyncOrigins(production)).toEqual([
      'https://www.591.com.tw',
      'https://sale.591.com.tw',
      'https://rent.591.com.tw',
      'https://newhouse.591.com.tw',
      'https://market.591.com.tw',
      'https://business.591.com.tw',
      'https://land.591.com.tw',
    ]);
  });

  it('keeps every origin under the .com.tw domain of the site', () => {
    for (const origin of pushSyncOrigins(production)) {
      expect(new URL(origin).hostname.endsWith('.591.com.tw')).toBe(true);
    }
  });

  it('uses the helper page of the main site, on debug hosts too', () => {
    expect(pushSyncHelperUrl(production)).toBe(
      'https://www.591.com.tw/home/index/localStorage?type=syncNotification',
    );
    expect(pushSyncHelperUrl(production, { debug: true })).toBe(
      `https://www-debug.591.com.tw${PUSH_SYNC_HELPER_PATH}`,
    );
    expect(pushSyncOrigins(production, { debug: true })[2]).toBe('https://rent-debug.591.com.tw');
  });
});

describe('sister brands', () => {
  it('are named in Traditional Chinese with bare .com.tw domains', () => {
    for (const { name, domain } of Object.values(SISTER_BRANDS)) {
      expect(name).toMatch(/\p{Script=Han}/u);
      expect(domain).toMatch(/^[a-z0-9]+\.com\.tw$/);
    }
    expect(SISTER_BRANDS.renovation.domain).toBe('100.com.tw');
  });

  it("list the site's own apps once each, by a path segment of their own", () => {
    expect(SITE_APPS.map((app) => app.id)).toEqual([
      'house',
      'rent',
      'newhouse',
      'price',
      'business',
    ]);
    expect(new Set(SITE_APPS.map((app) => app.name)).size).toBe(SITE_APPS.length);
    for (const app of SITE_APPS) expect(app.id).toMatch(/^[a-z]+$/);
  });
});
