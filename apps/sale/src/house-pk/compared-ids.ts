import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import {
  COMPARED_COOKIE,
  comparedCookieAttributes,
  comparedIdsFromCookies,
  MAX_COMPARED,
} from './compared-cookie.ts';

const NONE: readonly number[] = [];
const listeners = new Set<() => void>();
let lastCookies: string | null = null;
let lastIds: readonly number[] = NONE;

/** The compared ids now; the same array while the cookie is unchanged, as React requires. */
function readIds(): readonly number[] {
  const cookies = document.cookie;
  if (cookies !== lastCookies) {
    lastCookies = cookies;
    const ids = comparedIdsFromCookies(cookies);
    lastIds =
      ids.length === lastIds.length && ids.every((id, i) => id === lastIds[i]) ? lastIds : ids;
  }
  return lastIds;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab may have changed the comparison while this one was in the background.
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

function writeIds(ids: readonly number[]): void {
  if (ids.length > 0) Cookies.set(COMPARED_COOKIE.name, ids.join('-'), comparedCookieAttributes());
  else Cookies.remove(COMPARED_COOKIE.name, comparedCookieAttributes());
  for (const listener of listeners) listener();
}

/**
 * The listings being compared, kept in step with the cookie; null while not known yet. The
 * server (and the browser while it hydrates the server's markup) cannot read the cookie
 * here, so it says so rather than claim none: nothing can be toggled on a wrong belief.
 */
export function useComparedIds(): readonly number[] | null {
  return useSyncExternalStore(subscribe, readIds, () => null);
}

export type AddResult = 'added' | 'already' | 'full';

/** Adds a listing at the end; refused when four are compared already. */
export function addCompared(id: number): AddResult {
  const ids = readIds();
  if (ids.includes(id)) return 'already';
  if (ids.length >= MAX_COMPARED) return 'full';
  writeIds([...ids, id]);
  return 'added';
}

export function removeCompared(id: number): void {
  writeIds(readIds().filter((item) => item !== id));
}

/** Keeps only `ids`, e.g. after the API said the others are no longer for sale. */
export function keepCompared(ids: readonly number[]): void {
  writeIds(readIds().filter((id) => ids.includes(id)));
}
