import { originOf, type Subdomain } from '@591/config';
import ky, { HTTPError, type KyInstance, type RetryOptions } from 'ky';

/** The API hosts the product calls: the main API, the backend-for-frontend and statistics. */
export type ApiGroup = Extract<Subdomain, 'api' | 'bff' | 'statistics'>;

const TIMEOUT_MS = 10_000;

/**
 * One quick retry of a read that met a network error or a passing server fault. Never a
 * rate limit (429) and never a wait the answer asks for (Retry-After): a visitor must not
 * stare at a page that waits a minute in silence; pages say so and let them try again.
 */
const RETRY: RetryOptions = {
  limit: 1,
  methods: ['get'],
  statusCodes: [408, 500, 502, 503, 504],
  afterStatusCodes: [],
  backoffLimit: 1_000,
};

/** The statuses of a passing fault (a lost answer too): a write sent once is tried again on them. */
export const PASSING_FAULTS: readonly number[] = [408, 502, 503, 504];

/**
 * A write whose copy changes nothing more: one the API makes at most once per Idempotency-Key
 * (messages, bookings, publishing, photos: a copy is answered as the first was), or one
 * idempotent by itself (a favourite added or removed). The client sends it again itself when
 * its answer was lost on the way or the API was passing a fault, twice at most. A 500 is not
 * tried again.
 */
export const RETRY_SAFE_WRITE = {
  limit: 2,
  methods: ['post', 'put', 'delete'],
  statusCodes: [...PASSING_FAULTS],
  afterStatusCodes: [],
  backoffLimit: 2_000,
} satisfies RetryOptions;

/**
 * A write safe to send again, tried again on a passing fault or a lost answer. ky tries a
 * status again only when it would throw on it, so those statuses throw (once the tries are
 * spent: `responseOf` turns that back into the answer).
 */
export const RESENT_ON_PASSING_FAULTS = {
  retry: RETRY_SAFE_WRITE,
  throwHttpErrors: (status: number) => PASSING_FAULTS.includes(status),
};

/** What a write sent once carries: a key of its own, the same on every try of it. */
export function writeOnceOptions() {
  return { headers: { 'Idempotency-Key': idempotencyKey() }, ...RESENT_ON_PASSING_FAULTS };
}

/**
 * Numbers one opening of a form's saves of its draft, in order, for the API's Draft-Save
 * header (`<form id>:<number>`): a save tried again on a passing fault can then never undo a
 * later one, should an earlier try of it reach the database late.
 */
export function draftSaveNumbers(): () => string {
  const form = idempotencyKey();
  let number = 0;
  return () => {
    number += 1;
    return `${form}:${number}`;
  };
}

/**
 * The answer to a write whose refusals are answers to show: the response, also of a status
 * retried until the tries were spent; null when no answer came at all.
 */
export async function responseOf(sending: Promise<Response>): Promise<Response | null> {
  try {
    return await sending;
  } catch (error) {
    return error instanceof HTTPError ? error.response : null;
  }
}

/**
 * 128 random bits, base64url. (crypto.randomUUID is for secure contexts only; a page on plain
 * http, as in development, has getRandomValues.)
 */
export function idempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

const clients = new Map<ApiGroup, KyInstance>();
const originOverrides = new Map<ApiGroup, string>();
let visitorHeaders: (() => Record<string, string>) | null = null;

/**
 * On the server the API is reached on its internal address, not the public host the
 * browser uses. Set once at start by the render service.
 */
export function setApiOrigin(group: ApiGroup, origin: string): void {
  originOverrides.set(group, origin);
  clients.delete(group);
}

/**
 * On the server, headers that say whom a call is made for (the visitor's address), read
 * at each call from the render in progress. Set once at start by the render service.
 */
export function setVisitorHeaders(headers: () => Record<string, string>): void {
  visitorHeaders = headers;
  clients.clear();
}

let answerWatcher: ((response: Response) => void) | null = null;

/**
 * On the server, told of every answer the API gives (a render notes what its page was made
 * from). Set once at start by the render service.
 */
export function setAnswerWatcher(watch: (response: Response) => void): void {
  answerWatcher = watch;
  clients.clear();
}

function addVisitorHeaders({ request }: { request: Request }): void {
  for (const [name, value] of Object.entries(visitorHeaders?.() ?? {})) {
    request.headers.set(name, value);
  }
}

function watchAnswer({ response }: { response: Response }): void {
  answerWatcher?.(response);
}

/**
 * One ky instance per API host, created on first use so the origin follows the page's own
 * scheme and port. Member, push and stats calls carry the session cookie across subdomains.
 */
export function apiClient(group: ApiGroup): KyInstance {
  let client = clients.get(group);
  if (!client) {
    client = ky.create({
      prefix: originOverrides.get(group) ?? originOf(group),
      credentials: 'include',
      timeout: TIMEOUT_MS,
      retry: RETRY,
      hooks: {
        ...(visitorHeaders && { beforeRequest: [addVisitorHeaders] }),
        ...(answerWatcher && { afterResponse: [watchAnswer] }),
      },
    });
    clients.set(group, client);
  }
  return client;
}
