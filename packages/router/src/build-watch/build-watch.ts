import type { DataRouter, Location, RouterState } from '@591/react-router';
import { afterIdle } from './after-idle.ts';
import { BUILD_ID, DEV_BUILD_ID } from './build-id.ts';
import { type BuildMeta, parseBuildInfo, parseBuildMeta } from './build-info.ts';
import { isChunkLoadError } from './chunk-error.ts';
import { createReloadGuard, type ReloadGuard } from './reload-guard.ts';
import { showReloadPrompt } from './reload-prompt.ts';

export const BUILD_POLL_INTERVAL_MS = 60_000;
export const META_DELAY_MS = 1_000;

export type WatchedRouter = Pick<DataRouter, 'state' | 'subscribe' | 'createHref'>;

export interface BuildWatchOptions {
  router: WatchedRouter;
  /** The build this page runs; `dev` turns polling and the meta fetch off. */
  buildId?: string;
  /** Where the app's `builds/` folder is served. */
  baseUrl?: string;
  pollIntervalMs?: number;
  fetch?: (url: string) => Promise<Response>;
  guard?: ReloadGuard;
  location?: { assign(url: string): void; reload(): void };
  now?: () => number;
  /** The connection's effective type; the meta is not worth fetching on slow-2g. */
  effectiveType?: () => string | undefined;
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document?: Document;
  onMeta?: (meta: BuildMeta) => void;
  log?: (message: string) => void;
}

export interface BuildWatch {
  /** Asks builds/latest.json now; polling does this on its own. */
  check(): Promise<void>;
  meta(): BuildMeta | undefined;
  stop(): void;
}

const samePage = (a: Location, b: Location) => a.pathname === b.pathname && a.search === b.search;

/**
 * Notices a newer build of the app and moves the visitor onto it with a full page load on
 * their next navigation, and recovers from chunks that a deploy removed. Every reload goes
 * through the reload guard; when the guard cannot work, a prompt asks instead.
 */
export function startBuildWatch(options: BuildWatchOptions): BuildWatch {
  const {
    router,
    buildId = BUILD_ID,
    baseUrl = '/',
    pollIntervalMs = BUILD_POLL_INTERVAL_MS,
    fetch = (url) => globalThis.fetch(url),
    now = Date.now,
    guard = createReloadGuard({ now }),
    location = window.location,
    effectiveType = () =>
      (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType,
    window: win = window,
    document: doc = document,
    onMeta,
    log = (message) => console.info(message),
  } = options;
  const published = buildId !== DEV_BUILD_ID;
  let latestId: string | undefined;
  let meta: BuildMeta | undefined;
  let lastLocation = router.state.location;

  const fetchJson = async (path: string): Promise<unknown> => {
    const response = await fetch(`${baseUrl.replace(/\/?$/, '/')}${path}`);
    return response.ok ? response.json() : undefined;
  };

  const reloadUnderGuard = (path: string, reload: () => void) => {
    const verdict = guard.claim(path);
    if (verdict === 'reload') reload();
    if (verdict === 'unguarded') showReloadPrompt(doc, () => location.reload());
  };

  /** A navigation still loading has not touched the URL yet, so the page to load is named. */
  const reloadOnto = (pending: Location) =>
    reloadUnderGuard(pending.pathname, () => location.assign(router.createHref(pending)));

  const reloadAfterChunkError = () => {
    const pending = router.state.navigation.location;
    if (pending) reloadOnto(pending);
    else reloadUnderGuard(router.state.location.pathname, () => location.reload());
  };

  const onNavigation = (state: RouterState, previous: Location) => {
    const { navigation } = state;
    const pending =
      navigation.state === 'loading' && !navigation.formMethod ? navigation.location : undefined;
    const target = pending ?? (state.location !== previous ? state.location : undefined);
    if (!target || samePage(target, previous)) return;
    if (target === pending) reloadOnto(pending);
    else reloadUnderGuard(target.pathname, () => location.reload());
  };

  const unsubscribe = router.subscribe((state, { newErrors }) => {
    const previous = lastLocation;
    lastLocation = state.location;
    if (newErrors && Object.values(newErrors).some(isChunkLoadError)) reloadAfterChunkError();
    else if (latestId !== undefined) onNavigation(state, previous);
  });

  const check = async () => {
    if (!published) return;
    try {
      const info = parseBuildInfo(await fetchJson(`builds/latest.json?t=${now()}`));
      if (!info) return;
      const newer = info.id === buildId ? undefined : info.id;
      if (newer && newer !== latestId) {
        log(
          `[build-watch] build ${newer} is live (this page runs ${buildId}); reloading on the next navigation`,
        );
      }
      latestId = newer;
    } catch {
      // Offline or mid-deploy: the next poll asks again.
    }
  };

  const loadMeta = async () => {
    try {
      meta = parseBuildMeta(await fetchJson(`builds/meta/${encodeURIComponent(buildId)}.json`));
      if (meta) onMeta?.(meta);
    } catch {
      // The meta only refines routing; without it every route keeps its defaults.
    }
  };

  const onPreloadError = () => reloadAfterChunkError();
  const onVisibilityChange = () => {
    if (doc.visibilityState === 'visible') void check();
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  let stopPolling = () => {};
  let cancelMeta = () => {};
  if (published) {
    const timer = setInterval(() => {
      if (doc.visibilityState !== 'hidden') void check();
    }, pollIntervalMs);
    doc.addEventListener('visibilitychange', onVisibilityChange);
    stopPolling = () => {
      clearInterval(timer);
      doc.removeEventListener('visibilitychange', onVisibilityChange);
    };
    if (effectiveType() !== 'slow-2g') cancelMeta = afterIdle(() => void loadMeta(), META_DELAY_MS);
  }

  return {
    check,
    meta: () => meta,
    stop() {
      unsubscribe();
      win.removeEventListener('vite:preloadError', onPreloadError);
      stopPolling();
      cancelMeta();
    },
  };
}
