import { SITE_DOMAIN } from '@591/config';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestDeviceIdentity } from '../device-identity.ts';
import { fingerprintLocalId } from '../fingerprint-id.ts';
import { connectHub } from '../hub-client.ts';
import { exchangeOneId } from '../one-id-request.ts';

vi.mock('../hub-client.ts', () => ({ connectHub: vi.fn() }));
vi.mock('../fingerprint-id.ts', () => ({ fingerprintLocalId: vi.fn(async () => 'FPabc') }));
vi.mock('../one-id-request.ts', async (original) => ({
  ...(await original<typeof import('../one-id-request.ts')>()),
  exchangeOneId: vi.fn(async () => FROM_FINGERPRINT),
}));

const STORED = '11111111111111111111111111111111';
const FROM_QUERY = '22222222222222222222222222222222';
const FROM_HUB = '33333333333333333333333333333333';
const FROM_FINGERPRINT = '44444444444444444444444444444444';

const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0.0.0',
  chromeMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/140.0.0.0',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/140.0.0.0 Mobile',
};

const hub = {
  getLocalId: vi.fn(async () => 'hub-local-id'),
  getOneId: vi.fn(async () => FROM_HUB),
  close: vi.fn(),
};

const oneIdCookie = () => Cookies.get('__one_id__');
const storeCookie = (value: string) =>
  Cookies.set('__one_id__', value, { path: '/', domain: `.${SITE_DOMAIN}` });

function visit({ search = '', userAgent = UA.chromeWindows } = {}) {
  window.history.replaceState(null, '', `/${search}`);
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

beforeEach(() => {
  vi.mocked(connectHub).mockReturnValue(hub);
});

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  Cookies.remove('__one_id__', { path: '/', domain: `.${SITE_DOMAIN}` });
  localStorage.clear();
});

describe('requestDeviceIdentity', () => {
  it('reuses the stored one id when no member id is given', async () => {
    visit();
    storeCookie(STORED);
    expect(await requestDeviceIdentity()).toBe(STORED);
    expect(connectHub).not.toHaveBeenCalled();
    expect(exchangeOneId).not.toHaveBeenCalled();
  });

  it('asks again for a member, even with a stored one id', async () => {
    visit();
    storeCookie(STORED);
    expect(await requestDeviceIdentity({ uid: 42 })).toBe(FROM_HUB);
    expect(hub.getOneId).toHaveBeenCalledWith(expect.objectContaining({ uid: 42 }));
  });

  it('takes a valid __one_id__ query parameter over the cookie and stores it', async () => {
    visit({ search: `?__one_id__=${FROM_QUERY}` });
    storeCookie(STORED);
    const set = vi.spyOn(Cookies, 'set');
    expect(await requestDeviceIdentity()).toBe(FROM_QUERY);
    expect(set).toHaveBeenCalledWith('__one_id__', FROM_QUERY, {
      expires: 365,
      path: '/',
      domain: `.${SITE_DOMAIN}`,
    });
    expect(oneIdCookie()).toBe(FROM_QUERY);
    expect(connectHub).not.toHaveBeenCalled();
  });

  it('ignores a malformed __one_id__ query parameter', async () => {
    visit({ search: '?__one_id__=not-a-one-id' });
    storeCookie(STORED);
    expect(await requestDeviceIdentity()).toBe(STORED);
    expect(oneIdCookie()).toBe(STORED);
  });

  it('goes through the hub in Chrome away from Apple systems, and stores the answer', async () => {
    visit();
    expect(await requestDeviceIdentity()).toBe(FROM_HUB);
    expect(hub.getOneId).toHaveBeenCalledWith({
      localId: 'hub-local-id',
      device: 'pc',
      uid: undefined,
      bu: 591,
      phone: undefined,
    });
    expect(hub.close).toHaveBeenCalled();
    expect(fingerprintLocalId).not.toHaveBeenCalled();
    expect(oneIdCookie()).toBe(FROM_HUB);
  });

  it('falls back to the fingerprint when the hub cannot be reached', async () => {
    visit();
    hub.getLocalId.mockRejectedValueOnce(new Error('Failed to connect to hub.'));
    expect(await requestDeviceIdentity()).toBe(FROM_FINGERPRINT);
    expect(exchangeOneId).toHaveBeenCalledWith(
      expect.objectContaining({ localId: 'FPabc', device: 'pc' }),
    );
    expect(hub.close).toHaveBeenCalled();
  });

  it.each([
    ['Chrome on a Mac', UA.chromeMac],
    ['Firefox', UA.firefox],
  ])('uses the fingerprint, never the hub, in %s', async (_name, userAgent) => {
    visit({ userAgent });
    expect(await requestDeviceIdentity()).toBe(FROM_FINGERPRINT);
    expect(connectHub).not.toHaveBeenCalled();
  });

  it('reports a touch device as touch', async () => {
    visit({ userAgent: UA.android });
    await requestDeviceIdentity({ phone: '0912-345-678' });
    expect(hub.getOneId).toHaveBeenCalledWith(
      expect.objectContaining({ device: 'touch', phone: '0912-345-678' }),
    );
  });

  it('stores nothing when the exchange fails, so the next page view tries again', async () => {
    visit();
    hub.getOneId.mockRejectedValueOnce(new Error('getOneId Failed'));
    expect(await requestDeviceIdentity()).toBe(null);
    expect(oneIdCookie()).toBe(undefined);
  });

  it('clears a non-Chromium browser its one id once, then keeps the new one', async () => {
    visit({ userAgent: UA.firefox });
    storeCookie(STORED);
    expect(await requestDeviceIdentity()).toBe(FROM_FINGERPRINT);
    expect(await requestDeviceIdentity()).toBe(FROM_FINGERPRINT);
    expect(exchangeOneId).toHaveBeenCalledTimes(1);
  });

  it('does nothing inside a frame: the hub page must not open a hub of its own', async () => {
    visit();
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    expect(await requestDeviceIdentity()).toBe(null);
    expect(connectHub).not.toHaveBeenCalled();
  });
});
