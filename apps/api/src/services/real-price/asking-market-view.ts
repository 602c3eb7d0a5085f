import type { AskingMarket as AskingMarketAnswer } from '@591/contract';
import { BUILDING_TYPES } from '../../domain/attributes.ts';
import {
  ASKING_MARKET_MONTHS,
  type AskingMarket,
  REGISTER_TYPE_OF_BUILDING,
  roadOfAddress,
} from '../../domain/real-price/asking-market.ts';
import type { LocationCatalog } from '../location-catalog.ts';

/** The listing's side of its 議價空間: where it stands and what it is. */
export interface MarketListing {
  regionId: number;
  districtId: number;
  address: string;
  buildingType: number | null;
  communityId: number | null;
  communityName: string | null;
}

/**
 * A listing's kept market as the detail answers it: the place in words, and the 實價登錄
 * query that lists exactly the deals behind it (the same window, place, type and homes rule).
 */
export function askingMarketOf(
  market: AskingMarket | null,
  listing: MarketListing,
  catalog: LocationCatalog,
): AskingMarketAnswer | null {
  if (!market) return null;
  const districtName = catalog.districtById.get(listing.districtId)?.name ?? '';
  const query = new URLSearchParams({
    regionid: String(listing.regionId),
    kind: 'sale',
    months: String(ASKING_MARKET_MONTHS),
    homes: '1',
  });
  let place = districtName;
  if (market.scope === 'community' && listing.communityId !== null) {
    query.set('community', String(listing.communityId));
    place = listing.communityName ?? place;
  } else {
    query.set('sectionid', String(listing.districtId));
  }
  if (market.scope === 'road' && listing.buildingType !== null) {
    const road = roadOfAddress(listing.address, districtName);
    query.set('road', road);
    query.set('type', REGISTER_TYPE_OF_BUILDING[listing.buildingType]!);
    place = `${road}的${BUILDING_TYPES[listing.buildingType] ?? ''}`;
  }
  return {
    scope: market.scope,
    place,
    deals: market.deals,
    median: market.median,
    low: market.low,
    high: market.high,
    months: ASKING_MARKET_MONTHS,
    sample: market.sample,
    priceQuery: query.toString(),
  };
}
