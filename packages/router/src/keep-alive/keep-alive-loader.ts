import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { KEEP_ALIVE_CAPACITY, keepAliveKey } from './keep-alive-key.ts';
import { Lru } from './lru.ts';

const FRESH_FOR_MS = 5 * 60_000;

interface CachedData {
  data: unknown;
  loadedAt: number;
}

/**
 * A kept-alive page shown again must not fetch again: its loader answers from the data it
 * loaded last time for the same URL, while that is recent. The cache is as small as the
 * keep-alive cache, so a page that fell out of one falls out of the other.
 */
export function keepAliveLoader<T>(
  loader: (args: LoaderFunctionArgs) => Promise<T> | T,
  { now = Date.now }: { now?: () => number } = {},
): LoaderFunction {
  const cache = new Lru<string, CachedData>(KEEP_ALIVE_CAPACITY);
  return async (args) => {
    const key = keepAliveKey(new URL(args.request.url));
    const cached = cache.get(key);
    if (cached && now() - cached.loadedAt < FRESH_FOR_MS) return cached.data;
    const data = await loader(args);
    cache.set(key, { data, loadedAt: now() });
    return data;
  };
}
