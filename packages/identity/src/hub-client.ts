import { HUB_CHANNEL, type HubReply, hubUrl, parseHubReply } from './hub-protocol.ts';
import { checkOneIdRequest, type OneIdRequest } from './one-id-request.ts';
import { randomHex } from './random-hex.ts';

export const HUB_CONNECT_FAILED = 'Failed to connect to hub.';
export const GET_ONE_ID_FAILED = 'getOneId Failed';
export const BROWSER_ONLY = 'The local id is only obtainable in a browser.';

export interface HubClientOptions {
  url?: string;
  /** The hub is a whole page of the shell: give it time to load on a cold cache. */
  timeoutMs?: number;
  /** Requests are repeated until the hub answers: it listens only once its page has mounted. */
  retryMs?: number;
}

export interface HubClient {
  getLocalId(): Promise<string>;
  getOneId(request: OneIdRequest): Promise<string>;
  close(): void;
}

type Ask = { method: 'getLocalId' } | { method: 'getOneId'; data: OneIdRequest };

/**
 * Opens the hub page on www. in a hidden frame and talks to it by postMessage: requests go
 * to the hub's exact origin, and only that frame's answers from that origin are read.
 */
export function connectHub({
  url = hubUrl(),
  timeoutMs = 10_000,
  retryMs = 250,
}: HubClientOptions = {}): HubClient {
  if (typeof window === 'undefined') {
    const refuse = () => Promise.reject(new Error(BROWSER_ONLY));
    return { getLocalId: refuse, getOneId: refuse, close: () => {} };
  }
  const hubOrigin = new URL(url).origin;
  const frame = document.createElement('iframe');
  frame.src = url;
  frame.title = '裝置識別';
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  document.body.append(frame);

  const waiting = new Map<string, (reply: HubReply) => void>();
  const cancels = new Set<() => void>();
  // Until the hub document has loaded, the frame holds about:blank of this page's origin:
  // a message for the hub's origin would only be refused (and logged) by the browser.
  let loaded = false;
  const senders = new Set<() => void>();
  frame.addEventListener('load', () => {
    loaded = true;
    for (const send of senders) send();
  });
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== hubOrigin || event.source !== frame.contentWindow) return;
    const reply = parseHubReply(event.data);
    if (reply) waiting.get(reply.id)?.(reply);
  };
  window.addEventListener('message', onMessage);

  const ask = (request: Ask) =>
    new Promise<HubReply>((resolve, reject) => {
      const message = { ...request, channel: HUB_CHANNEL, id: randomHex() };
      const send = () => {
        if (loaded) frame.contentWindow?.postMessage(message, hubOrigin);
      };
      const resend = setInterval(send, retryMs);
      const timer = setTimeout(
        () => settle(() => reject(new Error(HUB_CONNECT_FAILED))),
        timeoutMs,
      );
      const settle = (done: () => void) => {
        clearInterval(resend);
        clearTimeout(timer);
        waiting.delete(message.id);
        senders.delete(send);
        cancels.delete(cancel);
        done();
      };
      const cancel = () => settle(() => reject(new Error(HUB_CONNECT_FAILED)));
      cancels.add(cancel);
      waiting.set(message.id, (reply) => settle(() => resolve(reply)));
      senders.add(send);
      send();
    });

  return {
    async getLocalId() {
      const { localId } = await ask({ method: 'getLocalId' });
      if (!localId) throw new Error(HUB_CONNECT_FAILED);
      return localId;
    },
    async getOneId(request) {
      checkOneIdRequest(request);
      const { oneId } = await ask({ method: 'getOneId', data: request });
      if (!oneId) throw new Error(GET_ONE_ID_FAILED);
      return oneId;
    },
    close() {
      for (const cancel of [...cancels]) cancel();
      window.removeEventListener('message', onMessage);
      frame.remove();
    },
  };
}
