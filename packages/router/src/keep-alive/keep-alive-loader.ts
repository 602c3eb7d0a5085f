import { type LoaderFunction, type LoaderFunctionArgs, replace } from '@591/react-router';
import { rateLimitOf } from '../rate-limit/rate-limit.ts';
import { showRateLimitNotice } from '../rate-limit/rate-limit-notice.ts';
import { KEEP_ALIVE_CAPACITY, keepAliveKey } from './keep-alive-key.ts';
import { Lru } from './lru.ts';

const FRESH_FOR_MS = 5 * 60_000;

interface CachedData {
  data: unknown;
  loadedAt: number;
}

type PageUrl = { pathname: string; search: string };

/** A loader that answers a kept-alive page from the data it had, and can be told that data. */
export type KeepAliveLoader = LoaderFunction & {
  /** Data the page got without this loader (the server's, at hydration) for `url`. */
  remember(url: PageUrl, data: unknown): void;
};

/**
 * A kept-alive page shown again must not fetch again: its loader answers from the data it
 * loaded last time for the same URL, while that is recent. The cache is as small as the
 * keep-alive cache, so a page that fell out of one falls out of the other.
 */
export function keepAliveLoader<T>(
  loader: (args: LoaderFunctionArgs) => Promise<T> | T,
  { now = Date.now }: { now?: () => number } = {},
): KeepAliveLoader {
  const cache = new Lru<string, CachedData>(KEEP_ALIVE_CAPACITY);
  const load = async (args: LoaderFunctionArgs) => {
    // Only a browser keeps pages alive; a server renders every request afresh.
    if (typeof window === 'undefined') return loader(args);
    const key = keepAliveKey(new URL(args.request.url));
    const cached = cache.get(key);
    if (cached && now() - cached.loadedAt < FRESH_FOR_MS) return cached.data;
    let data: T;
    try {
      data = await loader(args);
    } catch (error) {
      stayOnRateLimit(error, args, now);
    }
    cache.set(key, { data, loadedAt: now() });
    return data;
  };
  return Object.assign(load, {
    remember(url: PageUrl, data: unknown) {
      cache.set(keepAliveKey(url), { data, loadedAt: now() });
    },
  });
}

/**
 * A search or page refused by the API's rate limit, asked for from another page: the
 * visitor stays on the page they were on, which keeps what it showed, and is told how long
 * to wait (the notice tries again then). With no other page to stay on, the error stands.
 */
function stayOnRateLimit(
  error: unknown,
  { request }: LoaderFunctionArgs,
  now: () => number,
): never {
  const limit = rateLimitOf(error);
  const wanted = new URL(request.url);
  const wantedPath = `${wanted.pathname}${wanted.search}`;
  const shownPath = `${window.location.pathname}${window.location.search}`;
  if (!limit || wantedPath === shownPath) throw error;
  showRateLimitNotice({ ...limit, refusedAt: now(), retryUrl: wantedPath });
  throw replace(shownPath);
}

function isKeepAliveLoader(loader: unknown): loader is KeepAliveLoader {
  return typeof loader === 'function' && 'remember' in loader;
}

/**
 * The first page is hydrated with the server's loader data, which its loader never saw:
 * handed over here, coming back to that page later answers from it instead of fetching.
 */
export function rememberHydratedData(
  state: {
    matches: readonly { route: { id: string; loader?: unknown } }[];
    loaderData: Record<string, unknown>;
  },
  url: PageUrl,
): void {
  for (const { route } of state.matches) {
    if (isKeepAliveLoader(route.loader) && route.id in state.loaderData) {
      route.loader.remember(url, state.loaderData[route.id]);
    }
  }
}
