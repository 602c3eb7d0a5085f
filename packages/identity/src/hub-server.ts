import { isSiteOrigin } from '@591/config';
import { hubLocalId } from './hub-local-id.ts';
import { HUB_CHANNEL, type HubReply, type HubRequest, parseHubRequest } from './hub-protocol.ts';
import { exchangeOneId } from './one-id-request.ts';

/** How many recent requests the hub remembers, so that a repeat is answered, not redone. */
const REMEMBERED_REQUESTS = 50;

export interface HubServerOptions {
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  isAllowedOrigin?: (origin: string) => boolean;
  exchange?: typeof exchangeOneId;
}

async function answer(
  request: HubRequest,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  exchange: typeof exchangeOneId,
): Promise<HubReply> {
  const reply = { channel: HUB_CHANNEL, id: request.id } as const;
  if (request.method === 'getLocalId') return { ...reply, localId: hubLocalId(storage) };
  try {
    const oneId = await exchange(request.data);
    return oneId ? { ...reply, oneId } : reply;
  } catch (error) {
    return { ...reply, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Answers the site's frames: the browser's local id, or a one id for the data given. Only
 * messages from the site's own origins are read, and each answer goes to exactly the origin
 * that asked. Returns a function that stops answering.
 */
export function startOneIdHub({
  target = window,
  storage = {
    getItem: (key) => localStorage.getItem(key),
    setItem: (key, value) => localStorage.setItem(key, value),
  },
  isAllowedOrigin = (origin) => isSiteOrigin(origin),
  exchange = exchangeOneId,
}: HubServerOptions = {}): () => void {
  // A frame repeats its request until answered, and an exchange can take longer than the
  // repeat on a slow network: each repeat gets the first answer, and one exchange is made.
  const answers = new Map<string, Promise<HubReply>>();
  const answerOnce = (request: HubRequest, origin: string) => {
    const key = `${origin} ${request.id}`;
    let reply = answers.get(key);
    if (!reply) {
      reply = answer(request, storage, exchange);
      answers.set(key, reply);
      if (answers.size > REMEMBERED_REQUESTS) answers.delete(answers.keys().next().value!);
    }
    return reply;
  };
  const onMessage = (event: MessageEvent) => {
    if (!isAllowedOrigin(event.origin) || !event.source) return;
    const request = parseHubRequest(event.data);
    if (!request) return;
    const source = event.source as Pick<Window, 'postMessage'>;
    void answerOnce(request, event.origin).then((reply) => source.postMessage(reply, event.origin));
  };
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}
