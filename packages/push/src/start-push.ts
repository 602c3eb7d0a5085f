import { deviceKind, pushToDataLayer } from '@591/tracking';
import { BANNER_CLOSE_EVENT } from './banner/banner-copy.ts';
import { FIREBASE_SETTINGS, type FirebaseSettings } from './env.ts';
import { logPush, PUSH_LOG } from './log.ts';
import { watchPermission } from './permission/watch-permission.ts';
import { runPushFlow } from './push-flow.ts';
import { isFramed, pushSupported } from './support.ts';
import { askSiblings } from './sync/sync-client.ts';
import { enableMessaging } from './token/enable-messaging.ts';
import type { PushProvider } from './token/push-provider.ts';

export interface StartPushOptions {
  /** Defaults to the build's FIREBASE_CONFIG and FIREBASE_VAPID_KEY; null turns push off. */
  settings?: FirebaseSettings | null;
  /** Defaults to Firebase, loaded on demand. */
  loadProvider?: (settings: FirebaseSettings) => Promise<PushProvider | null>;
}

let started = false;

/**
 * Starts web push for this page, once: call it after the page is interactive. Everything it
 * needs beyond this chunk (the banner, Firebase) loads only when it is used.
 */
export async function startPush({
  settings = FIREBASE_SETTINGS,
  loadProvider = (firebase) =>
    import('./token/firebase-provider.ts').then((module) => module.loadFirebaseProvider(firebase)),
}: StartPushOptions = {}): Promise<void> {
  if (started || isFramed()) return;
  started = true;
  if (!pushSupported()) {
    logPush(PUSH_LOG.unsupported);
    return;
  }
  // Without a provider nothing could be sent: the visitor is never asked for a permission
  // the site cannot use.
  if (!settings) {
    logPush(PUSH_LOG.off);
    return;
  }
  const device = deviceKind();
  try {
    const storage = window.localStorage;
    await runPushFlow({
      win: window,
      storage,
      askSiblings,
      watchPermission,
      showBanner: async (onClose) => (await import('./banner/show-banner.tsx')).showBanner(onClose),
      onBannerClosed: () => pushToDataLayer(BANNER_CLOSE_EVENT),
      enableMessaging: () => enableMessaging({ settings, loadProvider, device, storage }),
    });
  } catch (error) {
    // Push is an extra: whatever fails here is logged and the page carries on.
    console.warn('[push]', error);
  }
}
