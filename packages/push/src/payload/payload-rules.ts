import { currentSite, type Site } from '@591/config';
import { logPush, PUSH_LOG } from '../log.ts';
import { safeLinkUrl } from './link-url.ts';
import type { PushMessageData, PushNotification, PushSubItem, ReachItem } from './push-message.ts';

export const DEFAULT_TITLE = '591房屋交易網';
export const DEFAULT_ICON = '/push/default-icon.png';
export const SUB_ITEM_ICON = '/push/sub-item.png';
export const CATE_5_SUB_ITEM_ICON = '/push/sub-item-cate-5.png';
/** One tag for every message: a new one replaces the last instead of piling up. */
export const PUSH_TAG = '591-push';
/** The app's subscription-detail messages: the web has no screen for them. */
const APP_ONLY_CATE = 8;
const DEFAULT_MAX_ACTIONS = 1;

export interface PayloadContext {
  /** Notification.maxActions where the browser has it. */
  maxActions?: number | undefined;
  site?: Site;
}

/**
 * Turns a received push (`{ data: {...} }`) into the notification to show and the reach
 * items to count, or null when the message must not be shown; every refusal is logged.
 */
export function notificationOf(
  payload: unknown,
  { maxActions, site = currentSite() }: PayloadContext = {},
): PushNotification | null {
  const data = (payload as { data?: unknown } | null | undefined)?.data;
  if (typeof data !== 'object' || data === null) {
    logPush(PUSH_LOG.noData);
    return null;
  }
  const message = data as PushMessageData;
  if (Number(message.cate) === APP_ONLY_CATE) {
    logPush(PUSH_LOG.cateUnsupported);
    return null;
  }
  if (typeof message.link_url !== 'string' || message.link_url.trim() === '') {
    logPush(PUSH_LOG.linkMissing);
    return null;
  }
  const limit = Number.isInteger(maxActions)
    ? Math.max(0, maxActions as number)
    : DEFAULT_MAX_ACTIONS;
  const subItems = parseSubItems(message.data).slice(0, limit);
  return {
    title: message.title || DEFAULT_TITLE,
    options: {
      body: message.body ?? '',
      icon: message.icon || DEFAULT_ICON,
      ...(message.image ? { image: message.image } : {}),
      tag: PUSH_TAG,
      requireInteraction: true,
      actions: subItems.map((item, index) => ({
        action: String(index),
        title: item.title || DEFAULT_TITLE,
        icon: Number(item.cate) === 5 ? CATE_5_SUB_ITEM_ICON : SUB_ITEM_ICON,
      })),
      data: {
        link_url: safeLinkUrl(message.link_url, site),
        record_id: message.record_id,
        push_id: message.push_id,
        actions: subItems,
      },
    },
    reach: [message, ...subItems].flatMap(reachItemOf),
  };
}

function parseSubItems(json: unknown): PushSubItem[] {
  if (json === undefined || json === null || json === '') return [];
  let parsed: unknown;
  try {
    if (typeof json !== 'string') throw new TypeError(`expected a JSON string, got ${typeof json}`);
    parsed = JSON.parse(json);
  } catch (error) {
    logPush(PUSH_LOG.dataParse, error);
    return [];
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list.filter((item): item is PushSubItem => typeof item === 'object' && item !== null);
}

function reachItemOf(item: {
  push_id?: string | number;
  record_id?: string | number;
}): ReachItem[] {
  const { push_id: id, record_id } = item;
  if (id === undefined || id === '' || record_id === undefined || record_id === '') return [];
  return [{ id, record_id, action: 'reach' }];
}
