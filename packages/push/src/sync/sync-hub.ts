import { currentSite, originOf, pushSyncOrigins, type Site, siteOrigins } from '@591/config';
import { isPermission, isSyncAsk, SYNC_MESSAGE_TYPE, type SyncReply } from './sync-protocol.ts';

/** www's record of each sibling origin's last reported permission. */
export const SYNC_REGISTRY_KEY = 'PUSH_PERMISSION_SYNC';

type Registry = Record<string, NotificationPermission>;

/**
 * Whether the hub answers a message: only the site's own pages may ask, by exact origin.
 * Only the seven sibling origins are recorded; other site pages (user., ...) just read.
 */
export function acceptsAsk(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  allowed: ReadonlySet<string>,
): boolean {
  return event.source !== null && allowed.has(event.origin) && isSyncAsk(event.data);
}

function readRegistry(storage: Storage): Registry {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SYNC_REGISTRY_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, NotificationPermission] =>
        isPermission(entry[1]),
      ),
    );
  } catch {
    return {};
  }
}

function writeRegistry(storage: Storage, registry: Registry): void {
  try {
    storage.setItem(SYNC_REGISTRY_KEY, JSON.stringify(registry));
  } catch {
    // Blocked storage: the hub still answers from what it could read.
  }
}

/**
 * The hub side, run by the page at PUSH_SYNC_HELPER_PATH on www. Browsers report every
 * cross-origin frame's notification permission as denied, so the hub cannot look the
 * answer up; each origin reports its own permission as a top-level page, and the hub keeps
 * those reports in www's storage, which every subdomain's frame of it shares.
 */
export function startSyncHub({
  win = window,
  site = currentSite(),
  storage = win.localStorage,
}: {
  win?: Window & typeof globalThis;
  site?: Site;
  storage?: Storage;
} = {}): () => void {
  const allowed = siteOrigins(site);
  const siblings = pushSyncOrigins(site);
  const ownOrigin = originOf('www', site);
  const onMessage = (event: MessageEvent) => {
    if (!acceptsAsk(event, allowed)) return;
    const registry = readRegistry(storage);
    if (siblings.includes(event.origin)) registry[event.origin] = event.data.permission;
    // Where a browser does let a frame read it, a grant is the truth for www itself.
    if (win.Notification?.permission === 'granted') registry[ownOrigin] = 'granted';
    writeRegistry(storage, registry);
    const source = event.source as WindowProxy;
    for (const origin of siblings) {
      const reply: SyncReply = {
        type: SYNC_MESSAGE_TYPE,
        origin,
        permission: registry[origin] ?? 'default',
      };
      source.postMessage(reply, { targetOrigin: event.origin });
    }
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
