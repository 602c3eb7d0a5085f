import {
  fetchPkCommunities,
  fetchPkInfo,
  fetchPkSurroundings,
  type PkCommunity,
  type PkListing,
  type PkSurrounding,
} from '@591/api-client';
import type { LoaderFunctionArgs } from '@591/react-router';
import { comparedIdsOf } from './compared-cookie.ts';

/** One column of the comparison: the listing, its community and what is near it. */
export interface ComparedHouse {
  listing: PkListing;
  community: PkCommunity | null;
  surrounding: PkSurrounding | null;
}

export interface Comparison {
  houses: ComparedHouse[];
  /** Compared ids that are no longer for sale. */
  missing: number[];
}

/** The comparison of the listings in the visitor's cookie, from three calls side by side. */
export async function loadComparison({ request }: LoaderFunctionArgs): Promise<Comparison> {
  const ids = comparedIdsOf(request);
  const [info, communities, surroundings] = await Promise.all([
    fetchPkInfo(ids),
    fetchPkCommunities(ids),
    // Nearby places add to the comparison; without them it still stands.
    fetchPkSurroundings(ids).catch(() => ({ items: [], missing: [] })),
  ]);
  const houses = info.items.map((listing) => ({
    listing,
    community: communities.items.find((item) => item.id === listing.id)?.community ?? null,
    surrounding: surroundings.items.find((item) => item.id === listing.id) ?? null,
  }));
  return { houses, missing: info.missing };
}
