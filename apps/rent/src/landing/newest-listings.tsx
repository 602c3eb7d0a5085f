import { NewestListingsSection, RentCard } from '@591/ui';

/** The region's newest rentals on the rent landing page. */
export function NewestListings({ regionId, regionName }: { regionId: number; regionName: string }) {
  return (
    <NewestListingsSection
      section="rent"
      query={new URLSearchParams({ region: String(regionId) })}
      id="newest-rentals"
      heading={`${regionName}最新出租`}
      emptyText={`${regionName}目前沒有出租物件。`}
      renderCard={(listing) => <RentCard listing={listing} to={String(listing.id)} />}
    />
  );
}
