import { originOf, type Site } from '@591/config';
import { safeLinkUrl } from '../payload/link-url.ts';
import { notificationOf } from '../payload/payload-rules.ts';
import type { PushNotificationOptions } from '../payload/push-message.ts';
import { REACH_DELAY_MAX_MS, sendReachStats } from '../payload/reach-stats.ts';

/** What the handlers need from the service worker's global scope; tests pass fakes. */
export interface WorkerContext {
  site: Site;
  device: 'pc' | 'touch';
  maxActions: number | undefined;
  showNotification(title: string, options: PushNotificationOptions): Promise<void>;
  openWindow(url: string): Promise<unknown>;
  fetch: typeof fetch;
  random(): number;
  wait(ms: number): Promise<void>;
}

/** The FCM message a push event carries, or null when it is not JSON. */
export function readPushPayload(data: { json(): unknown } | null | undefined): unknown {
  try {
    return data?.json() ?? null;
  } catch {
    return null;
  }
}

/** Shows the message and, after a random delay of up to 2 s, reports that it arrived. */
export async function handlePush(payload: unknown, context: WorkerContext): Promise<void> {
  const notification = notificationOf(payload, {
    maxActions: context.maxActions,
    site: context.site,
  });
  if (!notification) return;
  await Promise.all([
    context.showNotification(notification.title, notification.options),
    context.wait(context.random() * REACH_DELAY_MAX_MS).then(() =>
      sendReachStats({
        items: notification.reach,
        statisticsOrigin: originOf('statistics', context.site),
        device: context.device,
        fetch: context.fetch,
      }),
    ),
  ]);
}

/**
 * A click (on the body or an action button) closes the notification and opens its link in a
 * new tab; a window a service worker opens has no opener. The link is checked again here:
 * the notification's data is only as trustworthy as whoever showed it.
 */
export async function handleNotificationClick(
  notification: { close(): void; data?: unknown },
  context: Pick<WorkerContext, 'site' | 'openWindow'>,
): Promise<void> {
  notification.close();
  const link = (notification.data as { link_url?: unknown } | null | undefined)?.link_url;
  await context.openWindow(safeLinkUrl(link, context.site));
}
