import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { PUSH_LOG } from '../log.ts';

/** startPush runs once per page, so each test loads a fresh copy of the module. */
async function freshStartPush() {
  vi.resetModules();
  return (await import('../start-push.ts')).startPush;
}

const SETTINGS = {
  config: { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a' },
  vapidKey: 'v',
};

let warn: MockInstance<typeof console.warn>;
const logged = () => warn.mock.calls.map((call) => call[0]);

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
});

/** jsdom has no Push API: these give the page just enough to count as supporting it. */
function stubPushSupport(permission: NotificationPermission) {
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    permission,
    requestPermission: vi.fn(() => new Promise(() => undefined)),
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn() },
  });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: vi.fn(async () => new EventTarget()) },
  });
}

describe('startPush', () => {
  it('logs that the browser cannot do push, and stops', async () => {
    const startPush = await freshStartPush();
    await startPush({ settings: SETTINGS });
    expect(logged()).toEqual([`[push] ${PUSH_LOG.unsupported}`]);
  });

  it('does nothing in a frame', async () => {
    vi.stubGlobal('top', {});
    const startPush = await freshStartPush();
    await startPush({ settings: SETTINGS });
    expect(logged()).toEqual([]);
  });

  it('without a Firebase config says once that push is off, and neither shows the banner nor asks', async () => {
    stubPushSupport('default');
    localStorage.removeItem('PUSH_PERMISSION_REPORTED');
    const startPush = await freshStartPush();
    await startPush({ settings: null });
    await startPush({ settings: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged()).toEqual([`[push] ${PUSH_LOG.off}`]);
    // Not even the siblings are asked: their hub frame would be the first step to the banner.
    expect(document.querySelector('iframe')).toBe(null);
    expect(document.body.querySelector('[role="region"]')).toBe(null);
    expect(Notification.requestPermission).not.toHaveBeenCalled();
  });

  it('with permission, registers the worker and loads the provider only then', async () => {
    stubPushSupport('granted');
    localStorage.setItem('PUSH_PERMISSION_REPORTED', 'granted');
    const registration = {};
    const register = vi
      .mocked(navigator.serviceWorker.register)
      .mockResolvedValue(registration as ServiceWorkerRegistration);
    const loadProvider = vi.fn(async () => null);
    const startPush = await freshStartPush();
    await startPush({ settings: SETTINGS, loadProvider });
    await vi.waitFor(() => expect(loadProvider).toHaveBeenCalledWith(SETTINGS));
    expect(register).toHaveBeenCalledWith(
      expect.stringMatching(/^\/firebase-messaging-sw\.js\?domain=.+&device=(pc|touch)$/),
      { scope: '/firebase-cloud-messaging-push-scope' },
    );
    await vi.waitFor(() => expect(logged()).toEqual([`[push] ${PUSH_LOG.unsupported}`]));
  });

  it('without a Firebase config, never registers the worker', async () => {
    stubPushSupport('granted');
    localStorage.setItem('PUSH_PERMISSION_REPORTED', 'granted');
    const loadProvider = vi.fn(async () => null);
    const startPush = await freshStartPush();
    await startPush({ settings: null, loadProvider });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(navigator.serviceWorker.register).not.toHaveBeenCalled();
    expect(loadProvider).not.toHaveBeenCalled();
  });
});
