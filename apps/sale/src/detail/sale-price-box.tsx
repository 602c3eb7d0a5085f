import type { ListingDetail } from '@591/api-client';
import { formatThousands } from '@591/config';
import { FactList, FavouriteButton, PriceBlock } from '@591/ui';
import { CompareButton } from '../house-pk/compare-button.tsx';
import { priceFacts } from './sale-facts.ts';

const CSS = `
.sale-price-box__actions{display:grid;gap:8px}
`;

/** The total and unit price, parking and fee, and what a buyer does next: save, compare. */
export function SalePriceBox({ listing }: { listing: ListingDetail }) {
  return (
    <>
      <style href="@591/sale/sale-price-box" precedence="default">
        {CSS}
      </style>
      <PriceBlock
        label="總價"
        amount={formatThousands(listing.price)}
        unit={listing.priceUnit}
        drop={listing.priceDrop ? `已降 ${formatThousands(listing.priceDrop)}萬` : null}
      >
        <FactList facts={priceFacts(listing, listing.facts.sale)} label="單價與費用" rows />
      </PriceBlock>
      <div className="sale-price-box__actions">
        <FavouriteButton listingId={listing.id} />
        <CompareButton listingId={listing.id} />
      </div>
    </>
  );
}
