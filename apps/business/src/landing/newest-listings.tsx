import { NewestListingsSection } from '@591/ui';
import { BusinessCard } from '../list/business-card.tsx';

/** The region's newest shops, offices and factories on the business landing page. */
export function NewestListings({ regionId, regionName }: { regionId: number; regionName: string }) {
  return (
    <NewestListingsSection
      section="business"
      query={new URLSearchParams({ region: String(regionId) })}
      id="newest-business"
      heading={`${regionName}最新商用物件`}
      emptyText={`${regionName}目前沒有商用物件。`}
      renderCard={(listing) => <BusinessCard listing={listing} base="." />}
    />
  );
}
