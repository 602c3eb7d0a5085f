import { pushSyncOrigins } from '@591/config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYNC_REGISTRY_KEY, startSyncHub } from '../sync/sync-hub.ts';
import { SITE } from './site.ts';

const SIBLINGS = pushSyncOrigins(SITE);

function ask(origin: string, permission: NotificationPermission) {
  const source = { postMessage: vi.fn() };
  window.dispatchEvent(
    new MessageEvent('message', {
      origin,
      source: source as unknown as MessageEventSource,
      data: { type: 'syncNotification', permission },
    }),
  );
  return source.postMessage.mock.calls as [unknown, { targetOrigin: string }][];
}

let stop: () => void;
beforeEach(() => {
  localStorage.clear();
  stop = startSyncHub({ win: window, site: SITE });
});
afterEach(() => stop());

describe('the permission hub', () => {
  it('replies once per sibling origin, to the asking origin exactly', () => {
    const replies = ask('https://rent.591.com.tw', 'default');
    expect(replies).toHaveLength(7);
    expect(replies.map(([data]) => (data as { origin: string }).origin)).toEqual(SIBLINGS);
    for (const [data, options] of replies) {
      expect(data).toMatchObject({ type: 'syncNotification' });
      expect(options).toEqual({ targetOrigin: 'https://rent.591.com.tw' });
    }
  });

  it('remembers what each sibling reported and tells the others', () => {
    ask('https://rent.591.com.tw', 'granted');
    ask('https://sale.591.com.tw', 'denied');
    const replies = ask('https://www.591.com.tw', 'default').map(([data]) => data);
    expect(replies).toContainEqual({
      type: 'syncNotification',
      origin: 'https://rent.591.com.tw',
      permission: 'granted',
    });
    expect(replies).toContainEqual({
      type: 'syncNotification',
      origin: 'https://sale.591.com.tw',
      permission: 'denied',
    });
    expect(replies).toContainEqual({
      type: 'syncNotification',
      origin: 'https://land.591.com.tw',
      permission: 'default',
    });
  });

  it('forgets a grant its origin has since lost', () => {
    ask('https://rent.591.com.tw', 'granted');
    ask('https://rent.591.com.tw', 'default');
    expect(JSON.parse(localStorage.getItem(SYNC_REGISTRY_KEY) ?? '{}')).toEqual({
      'https://rent.591.com.tw': 'default',
    });
  });

  it('answers other site pages without recording them', () => {
    expect(ask('https://user.591.com.tw', 'granted')).toHaveLength(7);
    expect(localStorage.getItem(SYNC_REGISTRY_KEY)).toBe('{}');
  });

  it('ignores other origins and malformed asks', () => {
    expect(ask('https://rent.591.com.tw.evil.com', 'granted')).toHaveLength(0);
    expect(ask('http://rent.591.com.tw', 'granted')).toHaveLength(0);
    expect(ask('null', 'granted')).toHaveLength(0);
    expect(ask('https://rent.591.com.tw', 'yes' as NotificationPermission)).toHaveLength(0);
    expect(localStorage.getItem(SYNC_REGISTRY_KEY)).toBeNull();
  });

  it('survives a damaged record', () => {
    localStorage.setItem(SYNC_REGISTRY_KEY, '{"https://rent.591.com.tw":"granted","x":1');
    expect(ask('https://sale.591.com.tw', 'default')).toHaveLength(7);
    localStorage.setItem(SYNC_REGISTRY_KEY, '{"https://rent.591.com.tw":"maybe"}');
    const replies = ask('https://sale.591.com.tw', 'default').map(([data]) => data);
    expect(replies).toContainEqual({
      type: 'syncNotification',
      origin: 'https://rent.591.com.tw',
      permission: 'default',
    });
  });

  it('stops answering once stopped', () => {
    stop();
    expect(ask('https://rent.591.com.tw', 'default')).toHaveLength(0);
  });
});
