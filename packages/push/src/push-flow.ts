import { logPush, PUSH_LOG } from './log.ts';
import { isEdge } from './support.ts';
import type { SyncOptions, SyncResult } from './sync/sync-client.ts';

/** This origin's permission as last told to the hub, so an unchanged one is not re-sent. */
export const REPORTED_PERMISSION_KEY = 'PUSH_PERMISSION_REPORTED';

export interface PushFlowDeps {
  win: Window & typeof globalThis;
  storage: Storage;
  askSiblings(options: Pick<SyncOptions, 'permission'>): Promise<SyncResult>;
  watchPermission(onChange: (permission: NotificationPermission) => void): Promise<unknown>;
  /** Shows the guide banner and returns a function that hides it. */
  showBanner(onClose: () => void): Promise<() => void>;
  onBannerClosed(): void;
  /** Gets the push token and tells the server (permission is granted). */
  enableMessaging(): Promise<unknown>;
}

/**
 * The specification's permission states: granted fetches the token; denied does nothing;
 * default first asks the sibling origins and stays quiet if one of them is granted, else
 * shows the guide (not on Edge) and asks. The guide goes when the permission changes, and
 * changes are watched for the page's whole life.
 */
export async function runPushFlow(deps: PushFlowDeps): Promise<void> {
  const { win, storage } = deps;
  let known = win.Notification.permission;
  let hideBanner: (() => void) | undefined;
  let messagingStarted = false;

  const report = async (permission: NotificationPermission) => {
    if (readReported(storage) === permission) return;
    await deps.askSiblings({ permission });
    writeReported(storage, permission);
  };
  const enable = () => {
    if (messagingStarted) return;
    messagingStarted = true;
    void deps.enableMessaging();
  };
  const onPermission = (permission: NotificationPermission) => {
    if (permission === known) return;
    known = permission;
    hideBanner?.();
    hideBanner = undefined;
    if (permission === 'denied') logPush(PUSH_LOG.refused);
    if (permission === 'granted') enable();
    void report(permission);
  };

  await deps.watchPermission(onPermission);
  if (known === 'granted') enable();
  if (known !== 'default') {
    await report(known);
    return;
  }

  const { granted } = await deps.askSiblings({ permission: 'default' });
  writeReported(storage, 'default');
  if (granted || win.Notification.permission !== 'default') return;
  if (!isEdge(win.navigator.userAgent)) {
    const hide = await deps.showBanner(() => {
      hideBanner = undefined;
      deps.onBannerClosed();
    });
    // The permission may have changed while the banner's code loaded.
    if (win.Notification.permission !== 'default') hide();
    else hideBanner = hide;
  }
  await win.Notification.requestPermission();
  // The answer is read back rather than taken from the promise: a prompt the browser closed
  // by itself settles as 'denied' even when the permission did not change. A dismissed
  // prompt leaves the banner up for the visitor to close.
  onPermission(win.Notification.permission);
}

function readReported(storage: Storage): string | null {
  try {
    return storage.getItem(REPORTED_PERMISSION_KEY);
  } catch {
    return null;
  }
}

function writeReported(storage: Storage, permission: NotificationPermission): void {
  try {
    storage.setItem(REPORTED_PERMISSION_KEY, permission);
  } catch {
    // Blocked storage: the permission is simply reported again next time.
  }
}
