import { randomHex } from './random-hex.ts';

/** The hub's key in www.'s local storage. */
export const HUB_LOCAL_ID_KEY = '__one_id_local_id__';

/**
 * The browser's local id, kept in www.'s storage: every subdomain that asks the hub frame
 * gets the same one. Storage that refuses access gives a fresh id for this page only.
 */
export function hubLocalId(storage: Pick<Storage, 'getItem' | 'setItem'>): string {
  try {
    const existing = storage.getItem(HUB_LOCAL_ID_KEY);
    if (existing) return existing;
    const created = randomHex();
    storage.setItem(HUB_LOCAL_ID_KEY, created);
    return created;
  } catch {
    return randomHex();
  }
}
