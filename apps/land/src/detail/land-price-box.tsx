import type { ListingDetail } from '@591/api-client';
import { formatThousands } from '@591/config';
import { FactList, FavouriteButton, PriceBlock } from '@591/ui';
import { unitPriceFacts } from './land-facts.ts';

/** A sale's total in 萬 with its 萬/坪, or a rental's 元/月; and the favourite button. */
export function LandPriceBox({ listing }: { listing: ListingDetail }) {
  const sale = listing.type === 2;
  return (
    <>
      <PriceBlock
        label={sale ? '總價' : '月租金'}
        amount={formatThousands(listing.price)}
        unit={listing.priceUnit}
        drop={
          listing.priceDrop
            ? `已降 ${formatThousands(listing.priceDrop)}${sale ? '萬' : '元'}`
            : null
        }
      >
        {sale && <FactList facts={unitPriceFacts(listing)} label="單價" rows />}
      </PriceBlock>
      <FavouriteButton subject={{ kind: 'listing', id: listing.id }} />
    </>
  );
}
