import { createMemoryRouter, type DataRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { type BuildWatchOptions, startBuildWatch } from '../build-watch.ts';
import { createReloadGuard } from '../reload-guard.ts';
import { memoryStorage } from './memory-storage.ts';

export const BUILT = 'm1built';
export const META = {
  id: BUILT,
  timestamp: 1,
  matcher: { static: {}, wildcard: {} },
  prerendered: [],
};
export const STARTED_AT = 1_700_000_000_000;
const CHUNK_GONE = 'Failed to fetch dynamically imported module: /assets/broken-x1.js';

/** With and without loaders: navigations that pass through 'loading' and ones that do not. */
const routes = [
  { path: '/' },
  { path: '/about' },
  { path: '/list', loader: () => null },
  {
    path: '/broken',
    lazy: async () => {
      throw new TypeError(CHUNK_GONE);
    },
  },
];

interface Server {
  latest: unknown;
  meta: unknown;
  requests: string[];
}

const openTabs: { stop(): void }[] = [];

/** One browser tab: its clock, sessionStorage and server outlive the page loads in a test. */
export function openTab() {
  const server: Server = { latest: { id: BUILT, timestamp: 1 }, meta: META, requests: [] };
  const storage = memoryStorage();
  const location = { assign: vi.fn(), reload: vi.fn() };

  const load = (url = '/', overrides: Partial<BuildWatchOptions> = {}) => {
    const router = createMemoryRouter(routes, { initialEntries: [url] });
    const watch = startBuildWatch({
      router,
      buildId: BUILT,
      fetch: async (requested) => {
        server.requests.push(requested);
        const body = requested.includes('/meta/') ? server.meta : server.latest;
        return new Response(JSON.stringify(body), { status: body === undefined ? 404 : 200 });
      },
      guard: createReloadGuard({ storage: () => storage, now: Date.now }),
      location,
      effectiveType: () => '4g',
      log: () => {},
      ...overrides,
    });
    openTabs.push(watch);
    return { router, watch };
  };
  return { server, storage, location, load };
}

/** Fake timers from a fixed instant; every page a test loaded stops watching after it. */
export function useTabs() {
  beforeEach(() => {
    vi.useFakeTimers({ now: STARTED_AT });
  });
  afterEach(() => {
    for (const watch of openTabs.splice(0)) watch.stop();
    document.body.innerHTML = '';
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}

export const navigate = (router: DataRouter, to: string) => router.navigate(to);

export const pollsOf = (server: Server) =>
  server.requests.filter((url) => url.includes('latest.json'));
