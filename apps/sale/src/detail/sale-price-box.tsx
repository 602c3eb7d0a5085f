import type { ListingDetail } from '@591/api-client';
import { formatThousands, mortgageCalculatorUrl } from '@591/config';
import { FactList, FavouriteButton, PriceBlock } from '@591/ui';
import { CompareButton } from '../house-pk/compare-button.tsx';
import { priceFacts } from './sale-facts.ts';

const CSS = `
.sale-price-box__actions{display:grid;gap:8px}
.sale-price-box__loan{display:inline-flex;align-items:center;min-height:44px;color:#8f4000}
`;

/**
 * The total and unit price, parking and fee, and what a buyer does next: work out the monthly
 * payment (the calculator with the price filled in), save, compare.
 */
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
        <a className="sale-price-box__loan" href={mortgageCalculatorUrl(listing.price)}>
          房貸試算：這間每月要繳多少
        </a>
      </PriceBlock>
      <div className="sale-price-box__actions">
        <FavouriteButton subject={{ kind: 'listing', id: listing.id }} />
        <CompareButton listingId={listing.id} />
      </div>
    </>
  );
}
