import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BROWSER_ONLY,
  connectHub,
  GET_ONE_ID_FAILED,
  HUB_CONNECT_FAILED,
  type HubClient,
} from '../hub-client.ts';
import { HUB_CHANNEL } from '../hub-protocol.ts';
import { MISSING_DEVICE, MISSING_LOCAL_ID } from '../one-id-request.ts';

const HUB_ORIGIN = 'http://www.591.localhost:8080';
const HUB_URL = `${HUB_ORIGIN}/hub/one-id`;

let hub: HubClient;
let sent: ReturnType<typeof vi.fn>;

const frame = () => document.querySelector('iframe')!;

/** What the hub frame answers to the last request, from the given origin and window. */
function reply(
  fields: Record<string, unknown>,
  { origin = HUB_ORIGIN, source = frame().contentWindow as Window | null } = {},
) {
  const request = sent.mock.lastCall?.[0] as { id: string };
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { channel: HUB_CHANNEL, id: request.id, ...fields },
      origin,
      source,
    }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  hub = connectHub({ url: HUB_URL, timeoutMs: 5000, retryMs: 250 });
  sent = vi.fn();
  frame().contentWindow!.postMessage = sent as never;
  frame().dispatchEvent(new Event('load'));
});

afterEach(() => {
  hub.close();
  vi.useRealTimers();
});

describe('connectHub', () => {
  it('opens the hub page in a hidden frame', () => {
    expect(frame().src).toBe(HUB_URL);
    expect(frame().hidden).toBe(true);
  });

  it('sends nothing until the hub document has loaded in the frame', async () => {
    hub.close();
    hub = connectHub({ url: HUB_URL, timeoutMs: 5000, retryMs: 250 });
    frame().contentWindow!.postMessage = sent as never;
    const localId = hub.getLocalId();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).not.toHaveBeenCalled();
    frame().dispatchEvent(new Event('load'));
    expect(sent).toHaveBeenCalledTimes(1);
    reply({ localId: 'L1' });
    await expect(localId).resolves.toBe('L1');
  });

  it("asks for the local id at the hub's exact origin until it answers", async () => {
    const localId = hub.getLocalId();
    await vi.advanceTimersByTimeAsync(600);
    expect(sent).toHaveBeenCalledTimes(3);
    expect(sent).toHaveBeenLastCalledWith(
      expect.objectContaining({ channel: HUB_CHANNEL, method: 'getLocalId' }),
      HUB_ORIGIN,
    );
    reply({ localId: 'L1' });
    await expect(localId).resolves.toBe('L1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveBeenCalledTimes(3);
  });

  it('ignores answers from another origin or another window', async () => {
    const localId = hub.getLocalId();
    await vi.advanceTimersByTimeAsync(300);
    reply({ localId: 'evil' }, { origin: 'http://www.591.localhost.evil.com:8080' });
    reply({ localId: 'evil' }, { origin: 'https://www.591.localhost:8080' });
    reply({ localId: 'evil' }, { source: window });
    reply({ localId: 'L1' });
    await expect(localId).resolves.toBe('L1');
  });

  it('fails with the hub message when the hub never answers', async () => {
    const localId = hub.getLocalId();
    const failed = expect(localId).rejects.toThrow(HUB_CONNECT_FAILED);
    await vi.advanceTimersByTimeAsync(5000);
    await failed;
    expect(HUB_CONNECT_FAILED).toBe('Failed to connect to hub.');
  });

  it('asks for a one id with the data and gives it back', async () => {
    const oneId = hub.getOneId({ localId: 'L1', device: 'pc', bu: 591 });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveBeenLastCalledWith(
      expect.objectContaining({
        method: 'getOneId',
        data: { localId: 'L1', device: 'pc', bu: 591 },
      }),
      HUB_ORIGIN,
    );
    reply({ oneId: 'a'.repeat(32) });
    await expect(oneId).resolves.toBe('a'.repeat(32));
  });

  it("rejects with 'getOneId Failed' when the answer has no one id", async () => {
    const oneId = hub.getOneId({ localId: 'L1', device: 'pc' });
    await vi.advanceTimersByTimeAsync(0);
    reply({ error: 'Network response was not ok' });
    await expect(oneId).rejects.toThrow(GET_ONE_ID_FAILED);
    expect(GET_ONE_ID_FAILED).toBe('getOneId Failed');
  });

  it('refuses a one-id request without a local id or a device before asking', async () => {
    await expect(hub.getOneId({ localId: '', device: 'pc' })).rejects.toThrow(MISSING_LOCAL_ID);
    await expect(hub.getOneId({ localId: 'L1', device: '' })).rejects.toThrow(MISSING_DEVICE);
    expect(sent).not.toHaveBeenCalled();
  });

  it('removes the frame and gives up pending requests on close', async () => {
    const localId = hub.getLocalId();
    hub.close();
    await expect(localId).rejects.toThrow(HUB_CONNECT_FAILED);
    expect(document.querySelector('iframe')).toBe(null);
  });

  it('works on a plain-http page, where browsers offer no crypto.randomUUID', async () => {
    const randomUUID = vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new TypeError('crypto.randomUUID is not a function');
    });
    const localId = hub.getLocalId();
    await vi.advanceTimersByTimeAsync(0);
    reply({ localId: 'L1' });
    await expect(localId).resolves.toBe('L1');
    randomUUID.mockRestore();
  });

  it('gives no local id outside a browser', async () => {
    vi.stubGlobal('window', undefined);
    const serverSide = connectHub({ url: HUB_URL });
    vi.unstubAllGlobals();
    await expect(serverSide.getLocalId()).rejects.toThrow(BROWSER_ONLY);
    expect(BROWSER_ONLY).toBe('The local id is only obtainable in a browser.');
  });
});
