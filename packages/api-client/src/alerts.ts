import type { ListingCard, Section } from '@591/contract';
import { type FormResult, type MemberPage, readMember, submit } from './member.ts';

export type AlertDelivery = 'instant' | 'daily';

/** A member's saved search (訂閱), as 我的訂閱 lists it. */
export interface SavedSearch {
  id: number;
  section: Section;
  name: string;
  /** 台北市 大安區 獨立套房 10,000-20,000元. */
  summary: string;
  /** The list page on the section's own host, to open the search again. */
  listPath: string;
  delivery: AlertDelivery;
  paused: boolean;
  /** Listings that matched since the member last opened the search. */
  newCount: number;
  lastSeenAt: string;
  createdAt: string;
}

/**
 * POST /v1/user/saved-searches: saves the list's search (its API query) under a name; saving
 * an equal search again gives the one already saved (`saved` false).
 */
export function saveSearch(body: {
  section: Section;
  query: string;
  listPath: string;
  name?: string;
}): Promise<FormResult<SavedSearch & { saved: boolean }>> {
  return submit('v1/user/saved-searches', body);
}

/** GET /v1/user/saved-searches: every saved search, the newest first. */
export async function fetchSavedSearches(): Promise<SavedSearch[]> {
  return (await readMember<{ items: SavedSearch[] }>('v1/user/saved-searches')).items;
}

/** PATCH /v1/user/saved-searches/:id: a new name, delivery, or paused or resumed. */
export function updateSavedSearch(
  id: number,
  change: Partial<Pick<SavedSearch, 'name' | 'delivery' | 'paused'>>,
): Promise<FormResult<SavedSearch>> {
  return submit(`v1/user/saved-searches/${id}`, change, 'patch');
}

export function deleteSavedSearch(id: number): Promise<FormResult<{ id: number }>> {
  return submit(`v1/user/saved-searches/${id}`, undefined, 'delete');
}

/** POST /v1/user/saved-searches/:id/seen: the member opened it; gives what was new. */
export function markSearchSeen(id: number): Promise<FormResult<{ newListingIds: number[] }>> {
  return submit(`v1/user/saved-searches/${id}/seen`);
}

export type AlertKind = 'search' | 'price_drop' | 'closed';

/** One thing the member was told of in 通知中心. */
export interface MemberAlert {
  id: number;
  kind: AlertKind;
  at: string;
  read: boolean;
  search: { id: number; name: string; listPath: string } | null;
  priceChange: { oldPrice: number; newPrice: number } | null;
  listing: ListingCard;
}

export function fetchAlerts(page = 1, pageSize = 20) {
  return readMember<MemberPage<MemberAlert>>('v1/user/alerts', { page, pageSize });
}

export async function fetchUnreadAlerts(): Promise<number> {
  return (await readMember<{ unread: number }>('v1/user/alerts/unread')).unread;
}

/** Marks the given alerts read, or all of them. */
export function markAlertsRead(ids?: number[]): Promise<FormResult<{ read: number }>> {
  return submit('v1/user/alerts/read', ids ? { ids } : {});
}
