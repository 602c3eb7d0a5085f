import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, TEST_SITE, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
const servers: net.Server[] = [];
beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
});
afterAll(async () => {
  for (const server of servers) server.close();
  await api.close();
});

async function listen(onSocket: (socket: net.Socket) => void): Promise<number> {
  const server = net.createServer(onSocket);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

/** A port nothing listens on: connections are refused at once. */
async function closedPort(): Promise<number> {
  const port = await listen(() => {});
  await new Promise((resolve) => servers.pop()!.close(resolve));
  return port;
}

/** The names of the commands in a chunk of RESP: each is an array whose first item is its name. */
const commandNames = (chunk: Buffer) =>
  [...chunk.toString().matchAll(/\*\d+\r\n\$\d+\r\n([^\r]+)\r\n/g)].map((match) =>
    match[1]!.toUpperCase(),
  );

/**
 * Speaks RESP2 through the client's handshake and readiness check, then never answers again;
 * counts the commands it left unanswered.
 */
async function frozenRedis() {
  const info = '# Server\r\nredis_version:7.0.0\r\nloading:0\r\n';
  const handshake: Record<string, string> = {
    HELLO: "-ERR unknown command 'HELLO'\r\n",
    CLIENT: '+OK\r\n',
    INFO: `$${Buffer.byteLength(info)}\r\n${info}\r\n`,
  };
  let unanswered = 0;
  const port = await listen((socket) => {
    socket.on('data', (chunk) => {
      for (const name of commandNames(chunk)) {
        if (handshake[name]) socket.write(handshake[name]);
        else unanswered += 1;
      }
    });
    socket.on('error', () => {});
  });
  return { port, unanswered: () => unanswered };
}

function appWithRedis(redisUrl: string) {
  return buildApp({
    db: api.db,
    site: TEST_SITE,
    photoCacheDir: api.photoCacheDir,
    rateLimitPerMinute: 5,
    trustProxy: 'loopback',
    redisUrl,
  });
}

async function burst(app: Awaited<ReturnType<typeof appWithRedis>>, remoteAddress: string) {
  const statuses: number[] = [];
  const started = Date.now();
  for (let i = 0; i < 7; i++) {
    statuses.push((await app.inject({ url: '/v1/locations/regions', remoteAddress })).statusCode);
  }
  return { statuses, milliseconds: Date.now() - started };
}

describe('rate limits when Redis cannot count', () => {
  it('keeps answering and limiting in this instance while Redis is unreachable', async () => {
    const app = await appWithRedis(`redis://127.0.0.1:${await closedPort()}`);
    const { statuses, milliseconds } = await burst(app, '198.51.100.1');
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(milliseconds).toBeLessThan(5000);
    expect((await app.inject('/health')).json()).toMatchObject({ status: 'ok', redis: 'down' });
    await app.close();
  });

  it('stops waiting for a Redis that stopped answering and limits in this instance', async () => {
    const frozen = await frozenRedis();
    const app = await appWithRedis(`redis://127.0.0.1:${frozen.port}`);
    expect((await app.inject('/health')).json()).toMatchObject({ redis: 'up' });
    const { statuses, milliseconds } = await burst(app, '198.51.100.2');
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // The first request waits out the command time-out; the rest leave Redis alone for a while.
    expect(frozen.unanswered()).toBe(1);
    expect(milliseconds).toBeLessThan(5000);
    await app.close();
  });
});
