import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { PUSH_LOG } from '../log.ts';
import {
  handleNotificationClick,
  handlePush,
  readPushPayload,
  type WorkerContext,
} from '../service-worker/worker-handlers.ts';
import { HOME, SITE } from './site.ts';

const PAYLOAD = {
  data: { link_url: 'https://rent.591.com.tw/9', push_id: 'p', record_id: 'r', title: '新上架' },
};

function context(overrides: Partial<WorkerContext> = {}) {
  const ok = new Response('{"status":1}', { status: 200 });
  return {
    site: SITE,
    device: 'pc',
    maxActions: 2,
    showNotification: vi.fn(async () => undefined),
    openWindow: vi.fn(async () => null),
    fetch: vi.fn(async () => ok),
    random: () => 0.75,
    wait: vi.fn(async () => undefined),
    ...overrides,
  } satisfies WorkerContext;
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('the service worker', () => {
  it('shows a pushed message', async () => {
    const worker = context();
    await handlePush(PAYLOAD, worker);
    expect(worker.showNotification).toHaveBeenCalledWith(
      '新上架',
      expect.objectContaining({ requireInteraction: true, tag: '591-push' }),
    );
  });

  it('reports reach to the statistics host after a random delay of up to 2 s', async () => {
    const worker = context();
    await handlePush(PAYLOAD, worker);
    expect(worker.wait).toHaveBeenCalledWith(1500);
    expect(worker.fetch).toHaveBeenCalledWith('https://statistics.591.com.tw/push/fcm/batch-stat', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', device: 'pc' },
      body: JSON.stringify({
        data: JSON.stringify([{ id: 'p', record_id: 'r', action: 'reach' }]),
        device: 'pc',
      }),
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('waits before reporting', async () => {
    let release: () => void = () => undefined;
    const worker = context({ wait: () => new Promise<void>((resolve) => (release = resolve)) });
    const done = handlePush(PAYLOAD, worker);
    await Promise.resolve();
    expect(worker.fetch).not.toHaveBeenCalled();
    release();
    await done;
    expect(worker.fetch).toHaveBeenCalledOnce();
  });

  it('only logs a failed report', async () => {
    await handlePush(
      PAYLOAD,
      context({ fetch: vi.fn(async () => new Response('', { status: 500 })) }),
    );
    await handlePush(
      PAYLOAD,
      context({ fetch: vi.fn(async () => Promise.reject(new TypeError('offline'))) }),
    );
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      `[push] ${PUSH_LOG.statsFailed}`,
      `[push] ${PUSH_LOG.statsFailed}`,
    ]);
  });

  it('shows and reports nothing for a refused message', async () => {
    const worker = context();
    await handlePush({ data: { cate: 8, link_url: 'https://rent.591.com.tw/' } }, worker);
    await handlePush(readPushPayload({ json: () => JSON.parse('not json') }), worker);
    expect(worker.showNotification).not.toHaveBeenCalled();
    expect(worker.fetch).not.toHaveBeenCalled();
  });

  it('closes a clicked notification and opens its link', async () => {
    const worker = context();
    const notification = { close: vi.fn(), data: { link_url: 'https://sale.591.com.tw/1' } };
    await handleNotificationClick(notification, worker);
    expect(notification.close).toHaveBeenCalled();
    expect(worker.openWindow).toHaveBeenCalledWith('https://sale.591.com.tw/1');
  });

  it('opens the home page for a link off the site', async () => {
    const worker = context();
    for (const link_url of ['javascript:alert(1)', 'https://evil.com/', undefined]) {
      await handleNotificationClick({ close: vi.fn(), data: { link_url } }, worker);
    }
    await handleNotificationClick({ close: vi.fn() }, worker);
    expect(vi.mocked(worker.openWindow).mock.calls).toEqual(Array(4).fill([HOME]));
  });
});
