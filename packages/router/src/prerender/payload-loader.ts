import type { LoaderFunctionArgs } from '@591/react-router';

/** The file each prerendered path publishes its loader data in: {path}/_payload.js. */
export const PAYLOAD_FILE = '_payload.js';

export function payloadUrl(pathname: string): string {
  return `${pathname.replace(/\/+$/, '')}/${PAYLOAD_FILE}`;
}

/** What a payload module exports: the loader data of the prerendered route. */
export interface Payload<Data = unknown> {
  data: Data;
}

let prerendered: ReadonlySet<string> = new Set();

/** The paths this build prerendered, from its build meta (read by the build watch). */
export function setPrerenderedPaths(paths: readonly string[]): void {
  prerendered = new Set(paths);
}

/**
 * A prerendered route's loader: in the browser, a visit to a path the build prerendered takes
 * the build's loader data from {path}/_payload.js instead of asking the API; any other path,
 * a query, the server, or a payload that cannot be loaded runs the loader itself.
 */
export function payloadLoader<Data>(
  loader: (args: LoaderFunctionArgs) => Data | Promise<Data>,
  { importPayload = (url: string) => import(/* @vite-ignore */ url) } = {},
): (args: LoaderFunctionArgs) => Promise<Data> {
  return async (args) => {
    const url = new URL(args.request.url);
    if (typeof window === 'undefined' || url.search || !prerendered.has(url.pathname)) {
      return loader(args);
    }
    try {
      const module = (await importPayload(payloadUrl(url.pathname))) as { default?: Payload<Data> };
      if (module.default && 'data' in module.default) return module.default.data;
    } catch {
      // A payload from an older deploy, or none: the loader asks the API.
    }
    return loader(args);
  };
}
