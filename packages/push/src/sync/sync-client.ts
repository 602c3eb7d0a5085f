import { currentSite, pushSyncHelperUrl, pushSyncOrigins, type Site } from '@591/config';
import { isSyncReply, SYNC_MESSAGE_TYPE, type SyncAsk } from './sync-protocol.ts';

/** The hub is a page of the shell, so it may take a few seconds to load in its frame. */
export const SYNC_TIMEOUT_MS = 8000;
/** Asks are repeated until the hub answers: its listener starts after its page renders. */
export const SYNC_RETRY_MS = 400;

export interface SyncResult {
  /** Whether a sibling origin has already been granted notifications. */
  granted: boolean;
  /** How many of the seven sibling origins replied before the answer was known. */
  replies: number;
}

export interface SyncOptions {
  permission: NotificationPermission;
  site?: Site;
  doc?: Document;
  timeoutMs?: number;
}

/**
 * A reply counts only when it comes from the hub frame this page opened, at the hub's exact
 * origin, names one of the seven sibling origins, and is a well-formed reply.
 */
export function acceptsReply(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  frame: MessageEventSource | null,
  hubOrigin: string,
  siblings: ReadonlySet<string>,
): boolean {
  return (
    frame !== null &&
    event.source === frame &&
    event.origin === hubOrigin &&
    isSyncReply(event.data) &&
    siblings.has(event.data.origin)
  );
}

/**
 * Reports this page's permission to the hub and asks whether any of the seven sibling
 * origins has been granted: resolves on the first granted reply, after seven replies, or at
 * the time-out, and removes its frame either way.
 */
export function askSiblings({
  permission,
  site = currentSite(),
  doc = document,
  timeoutMs = SYNC_TIMEOUT_MS,
}: SyncOptions): Promise<SyncResult> {
  const win = doc.defaultView ?? window;
  const hubUrl = pushSyncHelperUrl(site);
  const hubOrigin = new URL(hubUrl).origin;
  const siblings = new Set(pushSyncOrigins(site));
  const answers = new Map<string, NotificationPermission>();
  const frame = doc.createElement('iframe');
  frame.src = hubUrl;
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');

  return new Promise((resolve) => {
    const ask: SyncAsk = { type: SYNC_MESSAGE_TYPE, permission };
    const post = () => frame.contentWindow?.postMessage(ask, hubOrigin);
    const retry = win.setInterval(post, SYNC_RETRY_MS);
    const timeout = win.setTimeout(() => finish(false), timeoutMs);
    function finish(granted: boolean) {
      win.clearInterval(retry);
      win.clearTimeout(timeout);
      win.removeEventListener('message', onMessage);
      frame.remove();
      resolve({ granted, replies: answers.size });
    }
    function onMessage(event: MessageEvent) {
      if (!acceptsReply(event, frame.contentWindow, hubOrigin, siblings)) return;
      win.clearInterval(retry);
      answers.set(event.data.origin, event.data.permission);
      if (event.data.permission === 'granted') finish(true);
      else if (answers.size === siblings.size) finish(false);
    }
    win.addEventListener('message', onMessage);
    frame.addEventListener('load', post);
    doc.body.append(frame);
  });
}
