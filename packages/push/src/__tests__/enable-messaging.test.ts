import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { PUSH_LOG } from '../log.ts';
import { enableMessaging } from '../token/enable-messaging.ts';
import { FakePushProvider } from '../token/fake-provider.ts';
import { FCM_TOKEN_KEY } from '../token/token-store.ts';

const sendPushToken = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../token/push-api.ts', () => ({ sendPushToken }));

const SETTINGS = {
  config: { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a' },
  vapidKey: 'v',
};
const register = vi.fn();

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  localStorage.clear();
  register.mockReset().mockResolvedValue({});
  sendPushToken.mockClear();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const setup = (loadProvider: () => Promise<FakePushProvider | null>) => ({
  settings: SETTINGS,
  loadProvider,
  device: 'touch' as const,
  storage: localStorage,
});

describe('enabling messaging once permission is granted', () => {
  it('registers the worker in its scope, then sends the provider’s token with the device kind', async () => {
    await enableMessaging(setup(async () => new FakePushProvider('token-xyz')));
    expect(register).toHaveBeenCalledWith(expect.stringContaining('device=touch'), {
      scope: '/firebase-cloud-messaging-push-scope',
    });
    expect(sendPushToken).toHaveBeenCalledWith('token-xyz', 'touch');
    expect(localStorage.getItem(FCM_TOKEN_KEY)).toBe('token-xyz');
  });

  it('logs a worker that cannot be registered, and stops', async () => {
    register.mockRejectedValue(new Error('SecurityError'));
    const loadProvider = vi.fn(async () => new FakePushProvider());
    await enableMessaging(setup(loadProvider));
    expect(loadProvider).not.toHaveBeenCalled();
    expect(warn.mock.calls[0]?.[0]).toBe(`[push] ${PUSH_LOG.workerFailed}`);
  });

  it('logs a provider that cannot load or is not supported', async () => {
    await enableMessaging(setup(async () => Promise.reject(new Error('chunk failed'))));
    await enableMessaging(setup(async () => null));
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      `[push] ${PUSH_LOG.unsupported}`,
      `[push] ${PUSH_LOG.unsupported}`,
    ]);
    expect(sendPushToken).not.toHaveBeenCalled();
  });
});
