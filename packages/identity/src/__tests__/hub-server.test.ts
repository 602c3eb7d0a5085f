import { createSite, isSiteOrigin } from '@591/config';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HUB_LOCAL_ID_KEY, hubLocalId } from '../hub-local-id.ts';
import { HUB_CHANNEL } from '../hub-protocol.ts';
import { startOneIdHub } from '../hub-server.ts';
import { MISSING_LOCAL_ID } from '../one-id-request.ts';

const site = createSite('591.com.tw', { protocol: 'http:', port: '8480' });
const RENT = 'http://rent.591.com.tw:8480';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

let stop = () => {};
afterEach(() => stop());

function startHub(exchange = vi.fn(async () => 'f'.repeat(32))) {
  const storage = memoryStorage();
  stop = startOneIdHub({
    storage,
    exchange,
    isAllowedOrigin: (origin) => isSiteOrigin(origin, site),
  });
  return { storage, exchange };
}

/** A message as the browser delivers it, from a window that records what it is sent. */
function ask(data: unknown, origin = RENT) {
  const source = { postMessage: vi.fn() };
  window.dispatchEvent(
    new MessageEvent('message', { data, origin, source: source as unknown as Window }),
  );
  return source.postMessage;
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('hubLocalId', () => {
  it('creates the local id once and keeps it', () => {
    const storage = memoryStorage();
    const first = hubLocalId(storage);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(hubLocalId(storage)).toBe(first);
    expect(storage.getItem(HUB_LOCAL_ID_KEY)).toBe(first);
  });

  it('makes its id without crypto.randomUUID, which plain-http pages lack', () => {
    const randomUUID = vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new TypeError('crypto.randomUUID is not a function');
    });
    expect(hubLocalId(memoryStorage())).toMatch(/^[0-9a-f]{32}$/);
    randomUUID.mockRestore();
  });

  it('still gives an id when storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(hubLocalId(refusing)).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('startOneIdHub', () => {
  it('answers getLocalId with the stored id, to exactly the origin that asked', async () => {
    const { storage } = startHub();
    const reply = ask({ channel: HUB_CHANNEL, id: 'r1', method: 'getLocalId' });
    await settle();
    const localId = storage.getItem(HUB_LOCAL_ID_KEY);
    expect(reply).toHaveBeenCalledWith({ channel: HUB_CHANNEL, id: 'r1', localId }, RENT);
  });

  it('answers getOneId with the one id for the data given', async () => {
    const { exchange } = startHub();
    const data = { localId: 'L1', device: 'pc' };
    const reply = ask({ channel: HUB_CHANNEL, id: 'r2', method: 'getOneId', data });
    await settle();
    expect(exchange).toHaveBeenCalledWith(data);
    expect(reply).toHaveBeenCalledWith(
      { channel: HUB_CHANNEL, id: 'r2', oneId: 'f'.repeat(32) },
      RENT,
    );
  });

  it('answers a repeated request from its first exchange, made once', async () => {
    let finish = (_oneId: string) => {};
    const exchange = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    startHub(exchange);
    const request = { channel: HUB_CHANNEL, id: 'r6', method: 'getOneId', data: { localId: 'L1' } };
    const first = ask(request);
    const repeat = ask(request);
    finish('e'.repeat(32));
    await settle();
    const after = ask(request);
    const other = ask({ ...request, id: 'r7' });
    finish('d'.repeat(32));
    await settle();
    expect(exchange).toHaveBeenCalledTimes(2);
    const answer = { channel: HUB_CHANNEL, id: 'r6', oneId: 'e'.repeat(32) };
    for (const reply of [first, repeat, after]) expect(reply).toHaveBeenCalledWith(answer, RENT);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('answers without a one id when there is none, and with the reason of a refusal', async () => {
    startHub(
      vi.fn().mockResolvedValueOnce(null).mockRejectedValueOnce(new Error(MISSING_LOCAL_ID)),
    );
    const empty = ask({ channel: HUB_CHANNEL, id: 'r3', method: 'getOneId', data: {} });
    await settle();
    expect(empty).toHaveBeenCalledWith({ channel: HUB_CHANNEL, id: 'r3' }, RENT);
    const refused = ask({ channel: HUB_CHANNEL, id: 'r4', method: 'getOneId', data: {} });
    await settle();
    expect(refused).toHaveBeenCalledWith(
      { channel: HUB_CHANNEL, id: 'r4', error: MISSING_LOCAL_ID },
      RENT,
    );
  });

  it('ignores messages that are not hub requests', async () => {
    startHub();
    const replies = [
      ask('getLocalId'),
      ask({ channel: 'other', id: 'x', method: 'getLocalId' }),
      ask({ channel: HUB_CHANNEL, method: 'getLocalId' }),
      ask({ channel: HUB_CHANNEL, id: 'x', method: 'deleteEverything' }),
      ask({ channel: HUB_CHANNEL, id: 'x', method: 'getOneId' }),
    ];
    await settle();
    for (const reply of replies) expect(reply).not.toHaveBeenCalled();
  });

  it('never answers, nor reads its storage for, a foreign origin', async () => {
    const { storage, exchange } = startHub();
    const foreign = fc.oneof(
      fc.webUrl().map((url) => new URL(url).origin),
      fc.constantFrom(
        'http://rent.591.com.tw.evil.com:8480',
        'http://evil591.com.tw:8480',
        'https://rent.591.com.tw:8480',
        'http://rent.591.com.tw:8481',
        'null',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        foreign,
        fc.constantFrom('getLocalId', 'getOneId'),
        async (origin, method) => {
          fc.pre(!isSiteOrigin(origin, site));
          const reply = ask({ channel: HUB_CHANNEL, id: 'f', method, data: {} }, origin);
          await settle();
          expect(reply).not.toHaveBeenCalled();
        },
      ),
      { numRuns: 200 },
    );
    expect(storage.getItem(HUB_LOCAL_ID_KEY)).toBe(null);
    expect(exchange).not.toHaveBeenCalled();
  });

  it('stops answering when stopped', async () => {
    startHub();
    stop();
    const reply = ask({ channel: HUB_CHANNEL, id: 'r5', method: 'getLocalId' });
    await settle();
    expect(reply).not.toHaveBeenCalled();
  });
});
