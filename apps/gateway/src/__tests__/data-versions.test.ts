import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataVersionChecker } from '../data-versions.ts';

/** The API's side: each ask as it arrived, answered when the test says. */
interface Ask {
  keys: string[];
  answer: (versions: Record<string, string>) => void;
}

let api: Server;
let origin: string;
let asks: Ask[];
let arrived: (() => void) | null;

beforeAll(async () => {
  api = createServer((req: IncomingMessage, res: ServerResponse) => {
    const keys = new URL(req.url ?? '/', 'http://api').searchParams.get('keys')?.split(',') ?? [];
    asks.push({
      keys,
      answer: (versions) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ versions }));
      },
    });
    arrived?.();
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

beforeEach(() => {
  asks = [];
  arrived = null;
});

/** Resolves when the API has received its `count`th ask. */
function askArrives(count: number): Promise<void> {
  return new Promise((resolve) => {
    if (asks.length >= count) return resolve();
    arrived = () => {
      if (asks.length >= count) resolve();
    };
  });
}

describe('the data-version checker (what a kept page is checked against)', () => {
  it('asks the API once for the visitors who asked within its gathering time', async () => {
    const currentVersions = dataVersionChecker(origin, { gatherMs: 20 });
    const first = currentVersions(['search:rent:1']);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = currentVersions(['search:sale:1', 'search:rent:1']);
    await askArrives(1);
    asks[0]!.answer({ 'search:rent:1': '7', 'search:sale:1': '3' });

    expect(await first).toMatchObject({ 'search:rent:1': '7' });
    expect(await second).toMatchObject({ 'search:rent:1': '7', 'search:sale:1': '3' });
    expect(asks).toHaveLength(1);
    expect(asks[0]!.keys.sort()).toEqual(['search:rent:1', 'search:sale:1']);
  });

  it('never answers a question with an ask that was under way before it was asked', async () => {
    const currentVersions = dataVersionChecker(origin, { gatherMs: 1 });
    const before = currentVersions(['search:rent:1']);
    await askArrives(1);
    // Asked while the first ask is at the API: a change may have been answered to its writer
    // after the API read the versions for that ask.
    const after = currentVersions(['search:rent:1']);
    asks[0]!.answer({ 'search:rent:1': '7' });
    expect(await before).toEqual({ 'search:rent:1': '7' });

    await askArrives(2);
    asks[1]!.answer({ 'search:rent:1': '8' });
    expect(await after).toEqual({ 'search:rent:1': '8' });
  });

  it('fails the questions of an ask the API cannot answer, and asks afresh for the next', async () => {
    const currentVersions = dataVersionChecker(origin, { gatherMs: 1, timeoutMs: 50 });
    await expect(currentVersions(['search:rent:1'])).rejects.toThrow();

    const next = currentVersions(['search:rent:1']);
    await askArrives(2);
    asks[1]!.answer({ 'search:rent:1': '9' });
    expect(await next).toEqual({ 'search:rent:1': '9' });
  });
});
