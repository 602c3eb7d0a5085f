import { NewestListingsSection, RentCard, SaleCard } from '@591/ui';

/**
 * The region's newest rentals and homes for sale. On www a section's pages open in place, so
 * the cards lead to /rent/{id} and /sale/{id} here.
 */
export function NewestOnHome({ regionId, regionName }: { regionId: number; regionName: string }) {
  return (
    <div className="home__newest">
      <NewestListingsSection
        section="rent"
        query={new URLSearchParams({ region: String(regionId) })}
        id="home-newest-rent"
        heading={`${regionName}最新出租`}
        emptyText={`${regionName}目前沒有出租物件。`}
        renderCard={(listing) => <RentCard listing={listing} to={`/rent/${listing.id}`} />}
      />
      <NewestListingsSection
        section="sale"
        query={new URLSearchParams({ regionid: String(regionId) })}
        id="home-newest-sale"
        heading={`${regionName}最新中古屋`}
        emptyText={`${regionName}目前沒有出售物件。`}
        renderCard={(listing) => <SaleCard listing={listing} to={`/sale/${listing.id}`} />}
      />
    </div>
  );
}
