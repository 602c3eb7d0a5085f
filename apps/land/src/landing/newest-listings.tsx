import { NewestListingsSection } from '@591/ui';
import { LandCard } from '../list/land-card.tsx';
import { landApiQuery } from '../search/land-search.ts';

/** The region's newest land for sale on the land landing page. */
export function NewestListings({ regionId, regionName }: { regionId: number; regionName: string }) {
  return (
    <NewestListingsSection
      section="land"
      query={landApiQuery(new URLSearchParams({ region: String(regionId) }))}
      id="newest-land"
      heading={`${regionName}最新土地出售`}
      emptyText={`${regionName}目前沒有土地物件。`}
      renderCard={(listing) => <LandCard listing={listing} levels={0} />}
    />
  );
}
