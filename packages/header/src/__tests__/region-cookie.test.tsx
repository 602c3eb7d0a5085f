import { render, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '../header.tsx';
import { readRegionCookie, regionCookieDevice } from '../region-cookie.ts';
import { channelNav } from './support.ts';

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140 Safari/537.36';
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

afterEach(() => {
  Cookies.remove('urlJumpIp');
  Cookies.remove('regionCookieId');
});

describe('which region cookie applies', () => {
  it('is urlJumpIp on a desktop and regionCookieId on a phone or a coarse pointer', () => {
    expect(regionCookieDevice(DESKTOP_UA, false)).toBe('pc');
    expect(regionCookieDevice(PHONE_UA, false)).toBe('touch');
    expect(regionCookieDevice(DESKTOP_UA, true)).toBe('touch');
  });
});

describe('reading the region cookie', () => {
  it('reads the cookie of the device', () => {
    Cookies.set('urlJumpIp', '8');
    Cookies.set('regionCookieId', '17');
    expect(readRegionCookie('pc')).toBe(8);
    expect(readRegionCookie('touch')).toBe(17);
  });

  it('falls back to region 1 when the cookie is missing', () => {
    Cookies.set('regionCookieId', '17');
    expect(readRegionCookie('pc')).toBe(1);
  });

  it.each(['9', '99', '3abc', ' 3', '-3', '1e1', '', '０３'])(
    'falls back to region 1 for the invalid value %j',
    (value) => {
      Cookies.set('urlJumpIp', value);
      expect(readRegionCookie('pc')).toBe(1);
    },
  );
});

describe('the header region', () => {
  const rentHref = () =>
    within(channelNav()).getByRole('link', { name: '租屋' }).getAttribute('href');

  it('comes from the cookie after mount', () => {
    Cookies.set('urlJumpIp', '3');
    render(<Header />);
    expect(rentHref()).toMatch(/\/list\?region=3$/);
  });

  it('is 1 without a cookie', () => {
    render(<Header />);
    expect(rentHref()).toMatch(/\/list\?region=1$/);
  });

  it('is the regionId prop when one is given, whatever the cookie says', () => {
    Cookies.set('urlJumpIp', '3');
    render(<Header regionId={17} />);
    expect(rentHref()).toMatch(/\/list\?region=17$/);
  });
});
