// What the drill's clients send and what they were answered: one HTTP request to the gateway as
// a host of the site, each from a visitor's address of its own.
import { request as httpRequest } from 'node:http';
import { SITE_PORT } from './servers.ts';

export type Kind =
  | 'page'
  | 'search'
  | 'tile'
  | 'reply'
  | 'booking'
  | 'favourite'
  | 'draft save'
  | 'publish';

export const READ_KINDS: readonly Kind[] = ['page', 'search', 'tile'];

/** One request's answer; status 0 when none came (refused, cut, or over 10 s). */
export interface Outcome {
  at: number;
  kind: Kind;
  status: number;
  retryAfter: boolean;
  /** The last try of it: what the visitor was left with (a write's earlier tries were retried). */
  final: boolean;
}

export const outcomes: Outcome[] = [];

export interface Answer {
  status: number;
  retryAfter: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, each caller reads what it needs
  body: any;
}

export function ask(
  host: string,
  pathname: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: SITE_PORT,
        path: pathname,
        method,
        timeout: 10_000,
        headers: {
          host: `${host}.591.com.tw:${SITE_PORT}`,
          origin: `http://www.591.com.tw:${SITE_PORT}`,
          // Each request from a visitor of its own, as the gateway passes it on: no per-client
          // limit joins them.
          'x-forwarded-for': `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
          ...(payload && { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let parsed: unknown = null;
          if (String(response.headers['content-type']).includes('json')) {
            try {
              parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              parsed = null;
            }
          }
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: 'retry-after' in response.headers,
            body: parsed,
          });
        });
        response.on('error', () => resolve({ status: 0, retryAfter: false, body: null }));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve({ status: 0, retryAfter: false, body: null }));
    request.end(payload);
  });
}

/**
 * A read, counted: a page as the browser asks for it (once), an API read as the site's client
 * does (api-client's RETRY: once more, 300 ms later, on a lost answer or 408/500/502/503/504).
 */
export function read(kind: Kind, host: string, pathname: string) {
  return counted(kind, () => ask(host, pathname), {
    tries: host === 'api' ? 2 : 1,
    retried: RETRIED_READS,
    pauseMs: () => 300,
  });
}

const RETRIED_READS = new Set([0, 408, 500, 502, 503, 504]);

/** Statuses the site's client sends a safe write again on (api-client's RETRY_SAFE_WRITE). */
const RETRIED_WRITES = new Set([0, 408, 502, 503, 504]);

/**
 * A write as the site's client sends it, counted: once, or (with `key`, a write the API makes
 * once per Idempotency-Key; `draftSave`, a draft's save numbered in its form's order; or
 * `idempotent`, one whose copy changes nothing: a favourite) sent again on a lost answer or a
 * passing fault, five tries at most with a growing pause.
 */
export function write(
  kind: Kind,
  pathname: string,
  {
    method = 'POST',
    cookie,
    body,
    key,
    draftSave,
    idempotent = false,
  }: {
    method?: string;
    cookie: string;
    body: unknown;
    key?: string;
    draftSave?: string;
    idempotent?: boolean;
  },
): Promise<Answer> {
  const headers: Record<string, string> = {
    cookie,
    ...(key && { 'idempotency-key': key }),
    ...(draftSave && { 'draft-save': draftSave }),
  };
  return counted(kind, () => ask('api', pathname, { method, headers, body }), {
    tries: key || draftSave || idempotent ? 5 : 1,
    retried: RETRIED_WRITES,
    pauseMs: (attempt) => 300 * 2 ** (attempt - 1),
  });
}

/** Sends a request up to `tries` times while it is answered a `retried` status, each try counted. */
async function counted(
  kind: Kind,
  send: () => Promise<Answer>,
  {
    tries,
    retried,
    pauseMs,
  }: { tries: number; retried: Set<number>; pauseMs: (attempt: number) => number },
): Promise<Answer> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await send();
    const final = attempt === tries || !retried.has(answer.status);
    outcomes.push({
      at: Date.now(),
      kind,
      status: answer.status,
      retryAfter: answer.retryAfter,
      final,
    });
    if (final) return answer;
    await new Promise((resolve) => setTimeout(resolve, pauseMs(attempt)));
  }
}

export const isOk = (status: number) => status >= 200 && status < 300;
