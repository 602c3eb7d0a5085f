import net from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../plugins/error-handler.ts';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../unavailable.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function listenOn(server: net.Server, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

/** An app whose one route asks the database, answering errors as the API does. */
async function appOn(url: string): Promise<{ app: FastifyInstance; handle: DatabaseHandle }> {
  const handle = await openDatabase({ url });
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/asks', async () => {
    await handle.db.execute(sql`select 1`);
    return { ok: true };
  });
  // A transaction under way: its connection checked out of the pool.
  app.get('/holds', async () => {
    await handle.db.transaction((tx) => tx.execute(sql`select pg_sleep(3)`));
    return { ok: true };
  });
  cleanups.push(
    () => handle.close(),
    () => app.close(),
  );
  return { app, handle };
}

/** Asks, and says how the request was answered and how long it took. */
async function ask(app: FastifyInstance) {
  const started = Date.now();
  const response = await app.inject({ url: '/asks' });
  return { response, ms: Date.now() - started };
}

function expectAwayAnswer({ response, ms }: Awaited<ReturnType<typeof ask>>) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(response.json().message).toBe('服務暫時無法使用，請稍後再試');
  // Failed fast: within the pool's connection time-out, never held.
  expect(ms).toBeLessThan(3_000);
}

describe('requests while the database is away', () => {
  it('are answered 503 with Retry-After at once when nothing listens', async () => {
    const closed = net.createServer();
    const port = await listenOn(closed);
    await new Promise((resolve) => closed.close(resolve));
    const { app } = await appOn(`postgres://api591@127.0.0.1:${port}/api591`);
    expectAwayAnswer(await ask(app));
  });

  it('are answered 503 with Retry-After within two seconds when the server does not answer', async () => {
    const held = new Set<net.Socket>();
    const silent = net.createServer((socket) => held.add(socket));
    cleanups.push(() => {
      for (const socket of held) socket.destroy();
      return new Promise((resolve) => silent.close(resolve));
    });
    const port = await listenOn(silent);
    const { app } = await appOn(`postgres://api591@127.0.0.1:${port}/api591`);
    expectAwayAnswer(await ask(app));
  });

  // A restart needs a server: run where DATABASE_URL names one (the suite's PostgreSQL run).
  it.skipIf(!process.env.DATABASE_URL)(
    'are answered again, without a restart of the API, once PostgreSQL is back',
    async () => {
      const server = new URL(process.env.DATABASE_URL!);
      // The database's way in, which the test cuts and restores as a restart would.
      const sockets = new Set<net.Socket>();
      const open = () =>
        net.createServer((client) => {
          const upstream = net.connect(Number(server.port || 5432), server.hostname);
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('close', () => sockets.delete(socket));
            socket.on('error', () => socket.destroy());
          }
          client.pipe(upstream).pipe(client);
        });
      let proxy = open();
      const port = await listenOn(proxy);
      const url = new URL(server);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      const { app } = await appOn(url.toString());
      expect((await ask(app)).response.statusCode).toBe(200);

      const holding = app.inject({ url: '/holds' });
      await new Promise((resolve) => setTimeout(resolve, 300));

      // Down: every connection dropped, new ones refused. The transaction under way fails
      // with a 503 (its lost connection does not end the process).
      await new Promise((resolve) => {
        proxy.close(resolve);
        for (const socket of sockets) socket.destroy();
      });
      const held = await holding;
      expect(held.statusCode).toBe(503);
      expect(held.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expectAwayAnswer(await ask(app));
      expectAwayAnswer(await ask(app));

      // Back on the same address.
      proxy = open();
      await listenOn(proxy, port);
      cleanups.push(() => {
        for (const socket of sockets) socket.destroy();
        return new Promise((resolve) => proxy.close(resolve));
      });
      expect((await ask(app)).response.statusCode).toBe(200);
    },
  );
});
