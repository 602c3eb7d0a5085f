import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiBalancer, startApiBalancer } from '../api-balancer.ts';

/**
 * An API instance standing in: /health, and any other path answered with its name; `dying`,
 * one that reads a write whole and dies before answering it (killed mid-request).
 */
async function instance(
  name: string,
  port = 0,
  dying = false,
): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    if (req.url === '/health') return res.end('{"status":"ok"}');
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (dying) return req.socket.destroy();
      res.end(JSON.stringify({ name, method: req.method, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const stop = (server: Server) =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(resolve);
  });

let balancer: ApiBalancer;
const servers: Server[] = [];
afterEach(async () => {
  await balancer?.close();
  for (const server of servers.splice(0)) await stop(server);
});

const ask = async (path = '/v1/x', init?: RequestInit) => {
  const response = await fetch(`${balancer.origin}${path}`, init);
  return { status: response.status, text: await response.text() };
};
const nameOf = (answer: { text: string }) => (JSON.parse(answer.text) as { name: string }).name;

describe('the API balancer', () => {
  it('sends requests round the instances', async () => {
    const a = await instance('a');
    const b = await instance('b');
    servers.push(a.server, b.server);
    balancer = await startApiBalancer([a.origin, b.origin]);
    const names = new Set<string>();
    for (let i = 0; i < 4; i += 1) names.add(nameOf(await ask()));
    expect(names).toEqual(new Set(['a', 'b']));
  });

  it('answers every read from the instance left when one dies, and takes it back later', async () => {
    const a = await instance('a');
    const b = await instance('b');
    servers.push(b.server);
    balancer = await startApiBalancer([a.origin, b.origin]);
    await stop(a.server);
    // Reads are sent to the survivor, the dead one found out on the way: no visitor sees it.
    for (let i = 0; i < 6; i += 1) {
      const answer = await ask();
      expect(answer.status).toBe(200);
      expect(nameOf(answer)).toBe('b');
    }
    expect(balancer.upOrigins()).toEqual([b.origin]);
    // Started again on its address: in again once its /health answers.
    const again = await instance('a', Number(new URL(a.origin).port));
    servers.push(again.server);
    await expect.poll(() => balancer.upOrigins(), { timeout: 5_000 }).toEqual([a.origin, b.origin]);
    const names = new Set<string>();
    for (let i = 0; i < 4; i += 1) names.add(nameOf(await ask()));
    expect(names).toEqual(new Set(['a', 'b']));
  });

  it('sends a write to the instances up, and answers 502 when none can take it', async () => {
    const a = await instance('a');
    const b = await instance('b');
    servers.push(b.server);
    balancer = await startApiBalancer([a.origin, b.origin]);
    await stop(a.server);
    // Found out by its /health (or by a request that met it): out before the write comes.
    await expect.poll(() => balancer.upOrigins(), { timeout: 5_000 }).toEqual([b.origin]);
    const write = await ask('/v1/messages', { method: 'POST', body: '{"body":"hi"}' });
    expect(write.status).toBe(200);
    expect(JSON.parse(write.text)).toEqual({ name: 'b', method: 'POST', body: '{"body":"hi"}' });
    await stop(b.server);
    const refused = await ask('/v1/messages', { method: 'POST', body: '{"body":"hi"}' });
    expect(refused.status).toBe(502);
  });

  it('sends a copy-safe write to the next instance when one dies before answering, and no other', async () => {
    const a = await instance('a', 0, true);
    const b = await instance('b');
    servers.push(a.server, b.server);
    // A fresh balancer sends its first request to its second instance: the dying one.
    const answerOf = async (init: RequestInit) => {
      await balancer?.close();
      balancer = await startApiBalancer([b.origin, a.origin]);
      const answer = await ask('/v1/write', init);
      expect(balancer.upOrigins()).toEqual([b.origin]);
      return answer;
    };
    const draft = '{"fields":{"title":"近捷運兩房"}}';
    // A PUT (a draft's save) and a write with an Idempotency-Key: the same body, once, at b.
    for (const init of [
      { method: 'PUT', body: draft },
      { method: 'POST', body: draft, headers: { 'Idempotency-Key': 'reply-0001-abcd' } },
      { method: 'DELETE' },
    ]) {
      const answer = await answerOf(init);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({
        name: 'b',
        method: init.method,
        body: init.body ?? '',
      });
    }
    // A write without a key may have been done: not sent again, answered 502 for the client.
    expect((await answerOf({ method: 'POST', body: draft })).status).toBe(502);
  });
});
