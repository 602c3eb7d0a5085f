import type { ListingDetail } from '@591/api-client';
import { ListingOverview, PlainPage } from '@591/ui';
import { useLoaderData } from 'react-router';

export function Component() {
  const { listing } = useLoaderData() as { listing: ListingDetail };
  return (
    <>
      <PlainPage title="土地出租詳情" />
      <ListingOverview listing={listing} />
    </>
  );
}
