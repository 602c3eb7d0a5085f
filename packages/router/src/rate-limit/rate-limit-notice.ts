import { useSyncExternalStore } from 'react';

/** A search or page the visitor asked for while the API refused them, to try again later. */
export interface RateLimitNotice {
  retryAfterSeconds: number;
  /** When it was refused (ms since the epoch): the countdown runs from here. */
  refusedAt: number;
  /** The path and query the visitor wanted; the page they were on stays shown. */
  retryUrl: string;
}

let notice: RateLimitNotice | null = null;
const listeners = new Set<() => void>();

function publish(next: RateLimitNotice | null) {
  notice = next;
  for (const listener of listeners) listener();
}

export const showRateLimitNotice = (next: RateLimitNotice) => publish(next);
export const clearRateLimitNotice = () => publish(null);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The refused navigation the page is telling the visitor about, if any. */
export function useRateLimitNotice(): RateLimitNotice | null {
  return useSyncExternalStore(
    subscribe,
    () => notice,
    () => null,
  );
}
