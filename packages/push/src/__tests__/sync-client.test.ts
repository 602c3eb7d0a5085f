import { pushSyncOrigins } from '@591/config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askSiblings, SYNC_RETRY_MS, SYNC_TIMEOUT_MS } from '../sync/sync-client.ts';
import { SITE } from './site.ts';

const HUB = 'https://www.591.com.tw';
const HUB_URL = `${HUB}/home/index/localStorage?type=syncNotification`;
const SIBLINGS = pushSyncOrigins(SITE);

const hubFrame = () => document.querySelector<HTMLIFrameElement>('iframe');

function reply(origin: string, permission: NotificationPermission, from = HUB) {
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: from,
      source: hubFrame()?.contentWindow ?? null,
      data: { type: 'syncNotification', origin, permission },
    }),
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('asking the sibling origins', () => {
  it('opens one hidden frame on the hub page and asks it with this page’s permission', () => {
    void askSiblings({ permission: 'default', site: SITE });
    const frame = hubFrame();
    expect(frame?.src).toBe(HUB_URL);
    expect(frame?.hidden).toBe(true);
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    const post = vi
      .spyOn(frame?.contentWindow as Window, 'postMessage')
      .mockImplementation(() => undefined);
    frame?.dispatchEvent(new Event('load'));
    expect(post).toHaveBeenCalledWith({ type: 'syncNotification', permission: 'default' }, HUB);
    vi.advanceTimersByTime(SYNC_RETRY_MS * 2);
    expect(post).toHaveBeenCalledTimes(3);
  });

  it('proceeds after seven replies without a grant, and removes its frame', async () => {
    const result = askSiblings({ permission: 'default', site: SITE });
    for (const origin of SIBLINGS.slice(0, 6)) reply(origin, 'default');
    reply(SIBLINGS[0] ?? '', 'denied');
    expect(hubFrame()).not.toBeNull();
    reply(SIBLINGS[6] ?? '', 'denied');
    await expect(result).resolves.toEqual({ granted: false, replies: 7 });
    expect(hubFrame()).toBeNull();
  });

  it('stops at the first grant', async () => {
    const result = askSiblings({ permission: 'default', site: SITE });
    reply(SIBLINGS[0] ?? '', 'default');
    reply(SIBLINGS[2] ?? '', 'granted');
    await expect(result).resolves.toEqual({ granted: true, replies: 2 });
  });

  it('ignores replies from anywhere but its hub frame', async () => {
    const result = askSiblings({ permission: 'default', site: SITE, timeoutMs: 1000 });
    reply(SIBLINGS[0] ?? '', 'granted', 'https://www.591.com.tw.evil.com');
    reply(SIBLINGS[0] ?? '', 'granted', 'http://www.591.com.tw');
    reply('https://evil.com', 'granted');
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: HUB,
        source: window,
        data: { type: 'syncNotification', origin: SIBLINGS[0], permission: 'granted' },
      }),
    );
    vi.advanceTimersByTime(1000);
    await expect(result).resolves.toEqual({ granted: false, replies: 0 });
  });

  it('gives up at the time-out with what it has', async () => {
    const result = askSiblings({ permission: 'default', site: SITE });
    reply(SIBLINGS[1] ?? '', 'default');
    vi.advanceTimersByTime(SYNC_TIMEOUT_MS);
    await expect(result).resolves.toEqual({ granted: false, replies: 1 });
    expect(hubFrame()).toBeNull();
  });
});
