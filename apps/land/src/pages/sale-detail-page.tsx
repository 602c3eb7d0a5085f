import type { ListingDetail } from '@591/api-client';
import { useLoaderData } from '@591/react-router';
import { useDetailVisit } from '@591/tracking';
import { LandDetail } from '../detail/land-detail.tsx';

/** Land for sale: the loader has made sure the listing is land for sale. */
export function Component() {
  const { id, listing } = useLoaderData() as { id: number; listing: ListingDetail };
  useDetailVisit(listing);
  return <LandDetail id={id} listing={listing} />;
}
