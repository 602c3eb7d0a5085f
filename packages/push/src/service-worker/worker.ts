/**
 * The push service worker, served as /firebase-messaging-sw.js (one plain script, built by
 * @591/vite-config). It needs no Firebase code: Firebase's token calls subscribe this
 * registration with the VAPID key, and FCM's messages arrive here as ordinary push events.
 * The page that registers it passes the site's domain and the device kind in the query.
 */
import { createSite, parseSiteDomain } from '@591/config';
import {
  handleNotificationClick,
  handlePush,
  readPushPayload,
  type WorkerContext,
} from './worker-handlers.ts';

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface WorkerScope {
  location: { href: string; protocol: string; port: string };
  registration: { showNotification: WorkerContext['showNotification'] };
  clients: { openWindow(url: string): Promise<unknown> };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: ExtendableEventLike) => void): void;
  Notification?: { maxActions?: number };
  fetch: typeof fetch;
}

const scope = globalThis as unknown as WorkerScope;
const query = new URL(scope.location.href).searchParams;

const context: WorkerContext = {
  site: createSite(parseSiteDomain(query.get('domain') ?? undefined), scope.location),
  device: query.get('device') === 'touch' ? 'touch' : 'pc',
  maxActions: scope.Notification?.maxActions,
  showNotification: (title, options) => scope.registration.showNotification(title, options),
  openWindow: (url) => scope.clients.openWindow(url),
  fetch: (input, init) => scope.fetch(input, init),
  random: Math.random,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

// A new release takes over at once: the worker holds no state worth waiting for.
scope.addEventListener('install', () => void scope.skipWaiting());

scope.addEventListener('push', (event) => {
  const { data } = event as ExtendableEventLike & { data: { json(): unknown } | null };
  event.waitUntil(handlePush(readPushPayload(data), context));
});

scope.addEventListener('notificationclick', (event) => {
  const { notification } = event as ExtendableEventLike & { notification: Notification };
  event.waitUntil(handleNotificationClick(notification, context));
});
