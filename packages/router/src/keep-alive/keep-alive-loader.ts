import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
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
    const data = await loader(args);
    cache.set(key, { data, loadedAt: now() });
    return data;
  };
  return Object.assign(load, {
    remember(url: PageUrl, data: unknown) {
      cache.set(keepAliveKey(url), { data, loadedAt: now() });
    },
  });
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
