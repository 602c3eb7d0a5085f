import type { ListingDetail } from '@591/api-client';
import { formatThousands, LISTING_TYPE } from '@591/config';
import { FactList, FavouriteButton, PriceBlock } from '@591/ui';
import { rentPriceFacts, salePriceFacts } from './business-facts.ts';

/** The rent (元/月) or the total (萬) with what goes with it, and the favourite button. */
export function BusinessPriceBox({ listing }: { listing: ListingDetail }) {
  const sale = listing.type === LISTING_TYPE.sale;
  const unit = sale ? '萬' : '元';
  return (
    <>
      <PriceBlock
        label={sale ? '總價' : '月租金'}
        amount={formatThousands(listing.price)}
        unit={listing.priceUnit}
        drop={listing.priceDrop ? `已降 ${formatThousands(listing.priceDrop)}${unit}` : null}
      >
        <FactList
          facts={
            sale
              ? salePriceFacts(listing, listing.facts.sale)
              : rentPriceFacts(listing, listing.facts.rent)
          }
          label={sale ? '單價與費用' : '租金與費用'}
          rows
        />
      </PriceBlock>
      <FavouriteButton subject={{ kind: 'listing', id: listing.id }} />
    </>
  );
}
