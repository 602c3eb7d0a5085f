import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';

/** How often each API instance's /health is asked, and how long it may take to answer. */
const HEALTH_EVERY_MS = 1_000;
const HEALTH_TIMEOUT_MS = 800;

/** Methods that change nothing: sent again to another instance when one could not be reached. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Writes whose copy changes nothing more (RFC 9110's idempotent methods): sent again too. */
const IDEMPOTENT_WRITES = new Set(['PUT', 'DELETE']);
/**
 * The largest body of an idempotent write kept to send again (a draft's fields, a message):
 * a photo's is streamed as it comes, and the site's client sends it again itself.
 */
const RESEND_BODY_LIMIT = 256 * 1024;

export interface ApiBalancer {
  /** Where the gateway's own requests (renders, data-version checks) reach the API. */
  origin: string;
  /** Sends a visitor's request for the api. host to an instance that is up. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** The instances taken to be up now (for operators and tests). */
  upOrigins(): string[];
  close(): Promise<void>;
}

/**
 * The load balancer in front of several API instances: requests go round the instances whose
 * /health answers; one that cannot be reached is taken out at once (and back when /health
 * answers again), and a request whose copy is safe (a read, a PUT or DELETE, a write with an
 * Idempotency-Key) is sent to the next instance then, so a visitor never sees an instance die.
 * Another write that could not be sent is answered 502: the site's client sends it again itself.
 * The gateway's own requests use it through a loopback port of its own.
 */
export async function startApiBalancer(origins: readonly string[]): Promise<ApiBalancer> {
  const up = new Map(origins.map((origin) => [origin, true]));
  let turn = 0;
  const proxy = createProxyServer({ xfwd: true });

  /** The next instance up, other than those tried; any instance when none is up. */
  function pick(tried: ReadonlySet<string>): string | undefined {
    const live = origins.filter((origin) => up.get(origin) && !tried.has(origin));
    const choices = live.length > 0 ? live : origins.filter((origin) => !tried.has(origin));
    turn = (turn + 1) % Math.max(1, choices.length);
    return choices[turn];
  }

  /**
   * Sends the request to an instance up; when it cannot be reached or dies before answering,
   * to the next, if a copy is safe: a read, a PUT or DELETE, or a write with an
   * Idempotency-Key (the API answers a copy as the first). `body` is the request's, kept.
   */
  function send(req: IncomingMessage, res: ServerResponse, tried: Set<string>, body?: Buffer) {
    const target = pick(tried);
    if (!target) return unavailable(res);
    tried.add(target);
    const buffer = body && Readable.from([body]);
    proxy.web(req, res, { target, ...(buffer && { buffer }) }, (error) => {
      // Refused or cut before an answer: this instance is out until /health says otherwise.
      up.set(target, false);
      const answered = res.headersSent;
      const resendable = SAFE_METHODS.has(req.method ?? 'GET') || body !== undefined;
      if (!answered && resendable && tried.size < origins.length) {
        return send(req, res, tried, body);
      }
      if (!answered) return unavailable(res, (error as Error).message);
      res.end();
    });
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const idempotent =
      IDEMPOTENT_WRITES.has(method) || req.headers['idempotency-key'] !== undefined;
    // A body of unknown length (chunked) is streamed; none at all is an empty one.
    const length =
      req.headers['content-length'] !== undefined
        ? Number(req.headers['content-length'])
        : req.headers['transfer-encoding']
          ? Number.NaN
          : 0;
    if (SAFE_METHODS.has(method) || !idempotent || !(length <= RESEND_BODY_LIMIT)) {
      return send(req, res, new Set());
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => send(req, res, new Set(), Buffer.concat(chunks)));
    req.on('error', () => res.destroy());
  }

  async function check(origin: string) {
    try {
      const response = await fetch(`${origin}/health`, {
        signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
      });
      await response.body?.cancel();
      // A 503 (its database away) still serves what needs no database, and every instance
      // shares that database: only an instance that cannot answer at all is taken out.
      up.set(origin, true);
    } catch {
      up.set(origin, false);
    }
  }
  const checking = setInterval(() => {
    for (const origin of origins) void check(origin);
  }, HEALTH_EVERY_MS);
  checking.unref();

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    handle,
    upOrigins: () => origins.filter((origin) => up.get(origin)),
    async close() {
      clearInterval(checking);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      proxy.close();
    },
  };
}

function unavailable(res: ServerResponse, reason = 'no API instance is up') {
  res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' });
  res.end(`API unavailable: ${reason}`);
}
