import type { ListingDetail } from '@591/api-client';
import { formatThousands } from '@591/config';
import { FactList, FavouriteButton, PriceBlock } from '@591/ui';
import { costFacts } from './rent-facts.ts';

/** The monthly rent, what it includes and costs besides, and the favourite button. */
export function RentPriceBox({ listing }: { listing: ListingDetail }) {
  return (
    <>
      <PriceBlock
        label="月租金"
        amount={formatThousands(listing.price)}
        unit={listing.priceUnit}
        drop={listing.priceDrop ? `已降 ${formatThousands(listing.priceDrop)}元` : null}
      >
        <FactList facts={costFacts(listing, listing.facts.rent)} label="租金與費用" rows />
      </PriceBlock>
      <FavouriteButton subject={{ kind: 'listing', id: listing.id }} />
    </>
  );
}
