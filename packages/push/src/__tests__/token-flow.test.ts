import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { PUSH_LOG } from '../log.ts';
import { FakePushProvider } from '../token/fake-provider.ts';
import { syncPushToken, TOKEN_REFRESH_MS } from '../token/token-flow.ts';
import { FCM_TOKEN_KEY, FCM_TOKEN_SAVED_AT_KEY } from '../token/token-store.ts';

const registration = {} as ServiceWorkerRegistration;
const NOW = Date.UTC(2026, 10, 1);

function flow(provider: FakePushProvider, send = vi.fn(async () => undefined), now = NOW) {
  return { provider, registration, storage: localStorage, send, now: () => now };
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('the token flow', () => {
  it('sends a new token and stores it in FCM_TOKEN', async () => {
    const send = vi.fn(async () => undefined);
    expect(await syncPushToken(flow(new FakePushProvider('token-a'), send))).toBe('sent');
    expect(send).toHaveBeenCalledWith('token-a');
    expect(localStorage.getItem(FCM_TOKEN_KEY)).toBe('token-a');
    expect(localStorage.getItem(FCM_TOKEN_SAVED_AT_KEY)).toBe(String(NOW));
  });

  it('does nothing when the token is unchanged', async () => {
    localStorage.setItem(FCM_TOKEN_KEY, 'token-a');
    localStorage.setItem(FCM_TOKEN_SAVED_AT_KEY, String(NOW - 1000));
    const send = vi.fn(async () => undefined);
    expect(await syncPushToken(flow(new FakePushProvider('token-a'), send))).toBe('unchanged');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends and stores a token that changed', async () => {
    localStorage.setItem(FCM_TOKEN_KEY, 'token-a');
    localStorage.setItem(FCM_TOKEN_SAVED_AT_KEY, String(NOW - 1000));
    const send = vi.fn(async () => undefined);
    expect(await syncPushToken(flow(new FakePushProvider('token-b'), send))).toBe('sent');
    expect(send).toHaveBeenCalledWith('token-b');
    expect(localStorage.getItem(FCM_TOKEN_KEY)).toBe('token-b');
  });

  it('replaces a token stored 7 days ago or more', async () => {
    localStorage.setItem(FCM_TOKEN_KEY, 'token-a');
    localStorage.setItem(FCM_TOKEN_SAVED_AT_KEY, String(NOW - TOKEN_REFRESH_MS));
    const provider = new FakePushProvider('token-c');
    const send = vi.fn(async () => undefined);
    expect(await syncPushToken(flow(provider, send))).toBe('sent');
    expect(provider.calls).toEqual(['deleteToken', 'getToken']);
    expect(send).toHaveBeenCalledWith('token-c');
    expect(localStorage.getItem(FCM_TOKEN_SAVED_AT_KEY)).toBe(String(NOW));
  });

  it('keeps a token younger than 7 days', async () => {
    localStorage.setItem(FCM_TOKEN_KEY, 'token-a');
    localStorage.setItem(FCM_TOKEN_SAVED_AT_KEY, String(NOW - TOKEN_REFRESH_MS + 1));
    const provider = new FakePushProvider('token-a');
    expect(await syncPushToken(flow(provider))).toBe('unchanged');
    expect(provider.calls).toEqual(['getToken']);
  });

  it('logs a failed token retrieval and a null token', async () => {
    expect(await syncPushToken(flow(new FakePushProvider(new Error('offline'))))).toBe('failed');
    expect(await syncPushToken(flow(new FakePushProvider(null)))).toBe('failed');
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      `[push] ${PUSH_LOG.tokenFailed}`,
      `[push] ${PUSH_LOG.tokenNull}`,
    ]);
    expect(localStorage.getItem(FCM_TOKEN_KEY)).toBeNull();
  });

  it('stores nothing when the server did not take the token, so it is sent again', async () => {
    const send = vi.fn(async () => Promise.reject(new Error('503')));
    expect(await syncPushToken(flow(new FakePushProvider('token-a'), send))).toBe('failed');
    expect(localStorage.getItem(FCM_TOKEN_KEY)).toBeNull();
    expect(warn.mock.calls[0]?.[0]).toBe(`[push] ${PUSH_LOG.tokenNotSent}`);
  });
});
