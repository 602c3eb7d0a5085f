import { describe, expect, it } from 'vitest';
import {
  DEVICE_COOKIE,
  ONE_ID_COOKIE,
  oneIdCookieDomain,
  REGION_COOKIE,
  regionCookieName,
} from '../cookies.ts';
import { SITE_DOMAIN } from '../site-domain.ts';

describe('cookies', () => {
  it('keep the one id, region and device id for a year', () => {
    expect(ONE_ID_COOKIE).toEqual({ name: '__one_id__', days: 365, path: '/' });
    expect(REGION_COOKIE.days).toBe(365);
    expect(DEVICE_COOKIE.days).toBe(365);
  });

  it('name the region cookie by device, defaulting to Taipei', () => {
    expect(regionCookieName('pc')).toBe('urlJumpIp');
    expect(regionCookieName('touch')).toBe('regionCookieId');
    expect(REGION_COOKIE.defaultRegionId).toBe(1);
  });

  it('set the one id on the parent domain of the business unit, this site by default', () => {
    expect(oneIdCookieDomain()).toBe(`.${SITE_DOMAIN}`);
    expect(oneIdCookieDomain(591, '591.com.tw')).toBe('.591.com.tw');
    expect(oneIdCookieDomain(100, '591.com.tw')).toBe('.100.com.tw');
  });
});
