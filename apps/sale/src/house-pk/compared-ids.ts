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
/**
 * Raised at every write here and whenever the page regains focus (another tab may have
 * written the cookie meanwhile): the cookie is read again only then, not by each of a list's
 * 30 buttons at every change.
 */
let version = 0;
let readAt = -1;
let lastIds: readonly number[] = NONE;

/** The compared ids now; the same array while they are unchanged, as React requires. */
function readIds(): readonly number[] {
  if (readAt !== version) {
    readAt = version;
    const ids = comparedIdsFromCookies(document.cookie);
    lastIds =
      ids.length === lastIds.length && ids.every((id, i) => id === lastIds[i]) ? lastIds : ids;
  }
  return lastIds;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

/** Another tab may have changed the comparison while this one was in the background. */
if (typeof window !== 'undefined') {
  window.addEventListener(
    'focus',
    () => {
      version += 1;
    },
    { capture: true },
  );
}

function writeIds(ids: readonly number[]): void {
  if (ids.length > 0) Cookies.set(COMPARED_COOKIE.name, ids.join('-'), comparedCookieAttributes());
  else Cookies.remove(COMPARED_COOKIE.name, comparedCookieAttributes());
  version += 1;
  for (const listener of listeners) listener();
}

/**
 * The comparison is kept in step with the cookie. The server (and the browser while it
 * hydrates the server's markup) cannot read the cookie here, so these say null rather than
 * claim none: nothing can be toggled on a wrong belief.
 *
 * Where one listing stands in the comparison: how many are compared when it is among them, 0
 * when it is not, null while not known. A number, so a button re-renders only when its own
 * standing moves, not at every change of the list (30 cards of a page each have one).
 */
export function useComparedStanding(id: number): number | null {
  return useSyncExternalStore(
    subscribe,
    () => {
      const ids = readIds();
      return ids.includes(id) ? ids.length : 0;
    },
    () => null,
  );
}

/** How many listings are compared; null while not known. */
export function useComparedCount(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => readIds().length,
    () => null,
  );
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
