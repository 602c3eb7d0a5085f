import type {
  AlertPage,
  AlertsRead,
  NewSavedSearch,
  SavedSearch,
  SavedSearchChange,
  SavedSearchDeleted,
  SavedSearchList,
  SavedSearchSaved,
  SavedSearchSeen,
  UnreadAlerts,
} from '@591/contract';
import { type FormResult, readMember, submit } from './member.ts';

/**
 * POST /v1/user/saved-searches: saves the list's search (its API query) under a name; saving
 * an equal search again gives the one already saved (`saved` false).
 */
export function saveSearch(body: NewSavedSearch): Promise<FormResult<SavedSearchSaved['data']>> {
  return submit('v1/user/saved-searches', body);
}

/** GET /v1/user/saved-searches: every saved search, the newest first. */
export async function fetchSavedSearches(): Promise<SavedSearch[]> {
  return (await readMember<SavedSearchList['data']>('v1/user/saved-searches')).items;
}

/** PATCH /v1/user/saved-searches/:id: a new name, delivery, or paused or resumed. */
export function updateSavedSearch(
  id: number,
  change: SavedSearchChange,
): Promise<FormResult<SavedSearch>> {
  return submit(`v1/user/saved-searches/${id}`, change, 'patch');
}

export function deleteSavedSearch(id: number): Promise<FormResult<SavedSearchDeleted['data']>> {
  return submit(`v1/user/saved-searches/${id}`, undefined, 'delete');
}

/** POST /v1/user/saved-searches/:id/seen: the member opened it; gives what was new. */
export function markSearchSeen(id: number): Promise<FormResult<SavedSearchSeen['data']>> {
  return submit(`v1/user/saved-searches/${id}/seen`);
}

export function fetchAlerts(page = 1, pageSize = 20) {
  return readMember<AlertPage['data']>('v1/user/alerts', { page, pageSize });
}

/** GET /v1/user/alerts/unread: unread alerts, and unread conversations of each side. */
export function fetchUnreadCounts(): Promise<UnreadAlerts['data']> {
  return readMember<UnreadAlerts['data']>('v1/user/alerts/unread');
}

/** Marks the given alerts read, or all of them. */
export function markAlertsRead(ids?: number[]): Promise<FormResult<AlertsRead['data']>> {
  return submit('v1/user/alerts/read', ids ? { ids } : {});
}
