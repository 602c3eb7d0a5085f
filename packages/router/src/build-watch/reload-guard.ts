/**
 * A reload that lands on a page which still sees a newer build (or a chunk that is still
 * missing) would reload again. The guard lets each path reload at most once per window, and
 * keeps its stamps in sessionStorage so they survive the reload they allow.
 */
export const RELOAD_GUARD_MS = 10_000;

/** 'unguarded': storage is unusable, so a reload could loop; the caller must ask the user. */
export type ReloadVerdict = 'reload' | 'too-soon' | 'unguarded';

export interface ReloadGuard {
  /** Records a reload of `path` when one is allowed now. */
  claim(path: string): ReloadVerdict;
}

export interface ReloadGuardOptions {
  /** A getter, because merely reading `window.sessionStorage` throws when storage is denied. */
  storage?: () => Storage;
  now?: () => number;
  windowMs?: number;
}

const KEY_PREFIX = '591:reload:';

export function createReloadGuard({
  storage = () => window.sessionStorage,
  now = Date.now,
  windowMs = RELOAD_GUARD_MS,
}: ReloadGuardOptions = {}): ReloadGuard {
  return {
    claim(path) {
      const key = KEY_PREFIX + path;
      const at = now();
      try {
        const store = storage();
        const raw = store.getItem(key);
        const last = raw === null ? Number.NaN : Number(raw);
        // Either direction: a clock set back must not lift the guard early.
        if (Number.isFinite(last) && Math.abs(at - last) < windowMs) return 'too-soon';
        store.setItem(key, String(at));
        // Storage that accepts writes but keeps nothing cannot guard either.
        return store.getItem(key) === String(at) ? 'reload' : 'unguarded';
      } catch {
        return 'unguarded';
      }
    },
  };
}
