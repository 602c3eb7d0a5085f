import type { ListingFacts } from '@591/contract';
import type { listings } from '../db/schema/index.ts';
import { FEATURE_BITS, type FeatureCode } from '../domain/attributes.ts';
import type { Random } from '../lib/random.ts';
import type { CommunitySeed } from './communities.ts';
import type { ListingPlace } from './place-picker.ts';

export type ListingRow = typeof listings.$inferInsert;

/** A generated listing: its row plus the detail page's text and facts (stored apart). */
export type GeneratedListing = ListingRow & { description: string; facts: ListingFacts };

/** What a section's generator decides; the orchestrator adds place, times and photos. */
export type ListingDraft = Pick<
  ListingRow,
  | 'type'
  | 'kind'
  | 'title'
  | 'address'
  | 'price'
  | 'priceDrop'
  | 'transferFee'
  | 'unitPrice'
  | 'area'
  | 'rooms'
  | 'livingRooms'
  | 'bathrooms'
  | 'floor'
  | 'totalFloors'
  | 'age'
  | 'buildingType'
  | 'landZone'
  | 'landCategory'
  | 'roadWidth'
  | 'frontage'
  | 'auctionRound'
  | 'features'
  | 'labels'
  | 'posterRole'
  | 'posterName'
> & {
  description: string;
  facts: ListingFacts;
  communityId?: number | null;
  /** Where the listing ended up, when a community moved it from the picked place. */
  place?: ListingPlace;
};

export interface DraftContext {
  random: Random;
  place: ListingPlace;
  /** Communities of the place's district, for buildings that belong to one. */
  communities: CommunitySeed[];
  /** Year the ages are counted to. */
  year: number;
  /** The place of a unit in a community: its building's spot, road and surroundings. */
  atCommunity: (community: CommunitySeed) => ListingPlace;
}

export function featureBits(codes: (FeatureCode | false | null | undefined)[]): number {
  let bits = 0;
  for (const code of codes) if (code) bits |= FEATURE_BITS[code];
  return bits;
}
