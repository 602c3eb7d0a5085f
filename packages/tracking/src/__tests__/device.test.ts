import { SITE_DOMAIN } from '@591/config';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceId, randomDeviceId } from '../device-id.ts';
import { deviceKind } from '../device-kind.ts';

afterEach(() => {
  vi.restoreAllMocks();
  Cookies.remove('deviceid', { path: '/', domain: `.${SITE_DOMAIN}` });
  Cookies.remove('deviceid');
});

describe('deviceKind', () => {
  it('is touch when the user agent says mobile, pc otherwise', () => {
    expect(deviceKind('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148')).toBe(
      'touch',
    );
    expect(deviceKind('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/140.0 Mobile')).toBe(
      'touch',
    );
    expect(deviceKind('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0')).toBe('pc');
  });
});

describe('deviceId', () => {
  it('makes random 21-character URL-safe ids', () => {
    const ids = new Set(Array.from({ length: 200 }, randomDeviceId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });

  it('creates the cookie for a year on the parent domain when missing, then reuses it', () => {
    const set = vi.spyOn(Cookies, 'set');
    const first = deviceId();
    expect(set).toHaveBeenCalledWith('deviceid', first, {
      expires: 365,
      path: '/',
      domain: `.${SITE_DOMAIN}`,
    });
    expect(deviceId()).toBe(first);
    expect(set).toHaveBeenCalledTimes(1);
  });

  it('replaces a malformed cookie value', () => {
    Cookies.set('deviceid', 'short');
    expect(deviceId()).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });
});
