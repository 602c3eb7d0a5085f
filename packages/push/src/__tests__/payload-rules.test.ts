import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { PUSH_LOG } from '../log.ts';
import {
  CATE_5_SUB_ITEM_ICON,
  DEFAULT_ICON,
  DEFAULT_TITLE,
  notificationOf,
  PUSH_TAG,
  SUB_ITEM_ICON,
} from '../payload/payload-rules.ts';
import { HOME, SITE } from './site.ts';

const LINK = 'https://rent.591.com.tw/123';
const subItems = (count: number, cate = 1) =>
  JSON.stringify(
    Array.from({ length: count }, (_, index) => ({
      cate,
      title: `item ${index}`,
      push_id: `p${index}`,
      record_id: `r${index}`,
    })),
  );

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const logged = () => warn.mock.calls.map((call) => call[0]);

describe('push payload rules', () => {
  it('logs and drops a message without data', () => {
    for (const payload of [null, undefined, {}, { data: null }, { data: 'text' }]) {
      expect(notificationOf(payload, { site: SITE })).toBeNull();
    }
    expect(logged()).toEqual(Array(5).fill(`[push] ${PUSH_LOG.noData}`));
  });

  it('rejects cate 8, which only the app can open', () => {
    expect(notificationOf({ data: { cate: '8', link_url: LINK } }, { site: SITE })).toBeNull();
    expect(notificationOf({ data: { cate: 8, link_url: LINK } }, { site: SITE })).toBeNull();
    expect(logged()).toEqual(Array(2).fill(`[push] ${PUSH_LOG.cateUnsupported}`));
  });

  it('requires link_url', () => {
    expect(notificationOf({ data: { cate: '1', title: 'x' } }, { site: SITE })).toBeNull();
    expect(notificationOf({ data: { link_url: '  ' } }, { site: SITE })).toBeNull();
    expect(logged()).toEqual(Array(2).fill(`[push] ${PUSH_LOG.linkMissing}`));
  });

  it('fills in the defaults: title, empty body, icon', () => {
    const shown = notificationOf({ data: { link_url: LINK } }, { site: SITE });
    expect(shown?.title).toBe(DEFAULT_TITLE);
    expect(shown?.options.body).toBe('');
    expect(shown?.options.icon).toBe(DEFAULT_ICON);
    expect(shown?.options).not.toHaveProperty('image');
  });

  it('shows the message’s own title, body, icon and image', () => {
    const shown = notificationOf(
      {
        data: { link_url: LINK, title: '降價', body: '信義區', icon: '/i.png', image: '/big.jpg' },
      },
      { site: SITE },
    );
    expect(shown?.title).toBe('降價');
    expect(shown?.options).toMatchObject({ body: '信義區', icon: '/i.png', image: '/big.jpg' });
  });

  it('always asks for interaction and uses the one tag', () => {
    const shown = notificationOf({ data: { link_url: LINK } }, { site: SITE });
    expect(shown?.options.requireInteraction).toBe(true);
    expect(shown?.options.tag).toBe(PUSH_TAG);
  });

  it('carries the checked link, ids and sub-items in the notification data', () => {
    const shown = notificationOf(
      { data: { link_url: LINK, push_id: '7', record_id: '9', data: subItems(1) } },
      { site: SITE, maxActions: 2 },
    );
    expect(shown?.options.data).toEqual({
      link_url: LINK,
      push_id: '7',
      record_id: '9',
      actions: [{ cate: 1, title: 'item 0', push_id: 'p0', record_id: 'r0' }],
    });
    const unsafe = notificationOf({ data: { link_url: 'https://evil.com/' } }, { site: SITE });
    expect(unsafe?.options.data.link_url).toBe(HOME);
  });

  it('caps the action buttons at the browser’s maximum, 1 when it does not say', () => {
    const payload = { data: { link_url: LINK, data: subItems(4) } };
    expect(notificationOf(payload, { site: SITE })?.options.actions).toHaveLength(1);
    expect(notificationOf(payload, { site: SITE, maxActions: 2 })?.options.actions).toHaveLength(2);
    expect(notificationOf(payload, { site: SITE, maxActions: 10 })?.options.actions).toHaveLength(
      4,
    );
    expect(notificationOf(payload, { site: SITE, maxActions: 0 })?.options.actions).toHaveLength(0);
  });

  it('gives cate 5 sub-items their own icon', () => {
    const items = JSON.stringify([
      { cate: 5, title: 'a' },
      { cate: '5', title: 'b' },
      { cate: 2, title: 'c' },
    ]);
    const shown = notificationOf(
      { data: { link_url: LINK, data: items } },
      { site: SITE, maxActions: 3 },
    );
    expect(shown?.options.actions).toEqual([
      { action: '0', title: 'a', icon: CATE_5_SUB_ITEM_ICON },
      { action: '1', title: 'b', icon: CATE_5_SUB_ITEM_ICON },
      { action: '2', title: 'c', icon: SUB_ITEM_ICON },
    ]);
  });

  it('logs malformed sub-item JSON and shows the message without them', () => {
    const shown = notificationOf({ data: { link_url: LINK, data: '[{"cate":' } }, { site: SITE });
    expect(shown?.options.actions).toEqual([]);
    expect(shown?.options.data.actions).toEqual([]);
    expect(logged()).toEqual([`[push] ${PUSH_LOG.dataParse}`]);
  });

  it('counts the message and each shown sub-item as reached', () => {
    const shown = notificationOf(
      { data: { link_url: LINK, push_id: 1, record_id: 2, data: subItems(3) } },
      { site: SITE, maxActions: 2 },
    );
    expect(shown?.reach).toEqual([
      { id: 1, record_id: 2, action: 'reach' },
      { id: 'p0', record_id: 'r0', action: 'reach' },
      { id: 'p1', record_id: 'r1', action: 'reach' },
    ]);
    const anonymous = notificationOf({ data: { link_url: LINK } }, { site: SITE });
    expect(anonymous?.reach).toEqual([]);
  });
});
