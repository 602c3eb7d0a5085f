import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * A remote that is refused, answers 404 or HTML, or never answers must not take the page
 * down: the page falls back to the copy of the module it was built with. A hanging entry is
 * given up after `timeoutMs` and remembered as dead, so later loads fall back at once.
 */
export interface RemoteFallbackOptions {
  /** Bundled copies by remote id (`shell/header`); ids are matched by their tail. */
  fallbacks: Record<string, () => Promise<unknown>>;
  timeoutMs?: number;
  /** How an ES module remote entry is fetched; replaced in unit tests. */
  importEntry?: (url: string) => Promise<unknown>;
  warn?: (message: string) => void;
}

export const REMOTE_ENTRY_TIMEOUT_MS = 2500;

const importModule = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

export function remoteFallbackPlugin({
  fallbacks,
  timeoutMs = REMOTE_ENTRY_TIMEOUT_MS,
  importEntry = importModule,
  warn = (message) => console.warn(message),
}: RemoteFallbackOptions): ModuleFederationRuntimePlugin {
  const deadEntries = new Set<string>();

  const fallbackFor = (id: string) =>
    Object.entries(fallbacks).find(
      ([remoteId]) => id === remoteId || id.endsWith(`__${remoteId}`),
    )?.[1];

  return {
    name: '591-remote-fallback',

    async loadEntry({ remoteInfo }) {
      if (remoteInfo.type !== 'module') return undefined;
      const { entry } = remoteInfo;
      if (deadEntries.has(entry)) throw new Error(`Remote entry ${entry} is down`);
      try {
        return (await withTimeout(importEntry(entry), timeoutMs, entry)) as never;
      } catch (error) {
        deadEntries.add(entry);
        throw error;
      }
    },

    async errorLoadRemote({ id, error }) {
      const fallback = fallbackFor(id);
      if (!fallback) return undefined;
      warn(`[federation] ${id} unavailable, using the bundled copy: ${String(error)}`);
      return fallback();
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, entry: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Remote entry ${entry} timed out after ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
