import type { ListingCard, ListingDetail, SaleFacts } from '@591/contract';
import { apiClient } from './clients.ts';

/** The house comparison answers up to this many ids at once. */
export const HOUSE_PK_API_LIMIT = 6;

/** A sale listing as the comparison shows it: its card and its sale facts. */
export interface PkListing extends ListingCard {
  sale: SaleFacts;
}

/** The community a compared listing belongs to, with what is on sale there now. */
export interface PkCommunity extends NonNullable<ListingDetail['community']> {
  /** Listings of the community on sale now. */
  onSale: number;
  /** Their average unit price, 萬/坪. */
  averageUnitPrice: number | null;
}

/** What is near a compared listing, nearest first, in metres as the crow flies. */
export interface PkSurrounding {
  id: number;
  metro: { stationId: number; stationName: string; lineName: string; metres: number }[];
  universities: { id: number; name: string; metres: number }[];
  businessCircles: { id: number; name: string; metres: number }[];
}

/** One answer of the comparison calls: items in the order asked, and the ids that are no sale. */
export interface PkAnswer<T> {
  items: T[];
  missing: number[];
}

interface Envelope<T> {
  status: number;
  data: PkAnswer<T>;
}

async function pkCall<T>(part: string, ids: readonly number[]): Promise<PkAnswer<T>> {
  if (ids.length === 0) return { items: [], missing: [] };
  const { data } = await apiClient('api')
    .get(`v1/web/pk/sale/${part}`, { searchParams: { ids: ids.join(',') } })
    .json<Envelope<T>>();
  return data;
}

/** GET /v1/web/pk/sale/info: each sale listing's card and sale facts. */
export function fetchPkInfo(ids: readonly number[]): Promise<PkAnswer<PkListing>> {
  return pkCall('info', ids);
}

/** GET /v1/web/pk/sale/community: each listing's community, or null when it has none. */
export function fetchPkCommunities(
  ids: readonly number[],
): Promise<PkAnswer<{ id: number; community: PkCommunity | null }>> {
  return pkCall('community', ids);
}

/** GET /v1/web/pk/sale/surrounding: metro stations, universities and business circles nearby. */
export function fetchPkSurroundings(ids: readonly number[]): Promise<PkAnswer<PkSurrounding>> {
  return pkCall('surrounding', ids);
}
