import { type ListingPage, searchListings } from '@591/api-client';
import { parseRegionId, regionParamOf } from '@591/config';
import type { LoaderFunctionArgs } from '@591/react-router';
import { LAND_KIND, type SpecialId } from '../search/land-search.ts';
import type { LandCard } from '../search/land-types.ts';
import { SPECIAL_KINDS } from './specials.ts';

/** How many listings each section of /special shows. */
const PER_SECTION = 3;

export interface SpecialLand {
  /** The region asked for in the URL; null for all of Taiwan. */
  regionId: number | null;
  sections: { id: SpecialId; results: ListingPage & { items: LandCard[] } }[];
}

/** The newest land for sale of each special kind, in the region asked for or all of Taiwan. */
export async function loadSpecialLand({ request }: LoaderFunctionArgs): Promise<SpecialLand> {
  const asked = regionParamOf(new URL(request.url).searchParams);
  const regionId = asked ? parseRegionId(asked) : null;
  const sections = await Promise.all(
    SPECIAL_KINDS.map(async ({ id }) => {
      const query = new URLSearchParams({
        type: '2',
        kind: String(LAND_KIND),
        special: id,
        pageSize: String(PER_SECTION),
      });
      if (regionId !== null) query.set('region', String(regionId));
      return { id, results: await searchListings('land', query) };
    }),
  );
  return { regionId, sections };
}
