import {
  CommunityLastDeals,
  CommunityLink,
  type DetailPageData,
  DetailSection,
  FactList,
  ListingDetailPage,
  SaleCard,
} from '@591/ui';
import { AskingMarket } from '../detail/asking-market.tsx';
import { PriceHistory } from '../detail/price-history.tsx';
import { communityFacts, houseFacts } from '../detail/sale-facts.ts';
import { SalePriceBox } from '../detail/sale-price-box.tsx';

/** A home for sale: photos, prices, the home and its community, price history, place, poster. */
export function Component({ data }: { data: DetailPageData }) {
  const { listing } = data;
  const sale = listing.facts.sale;
  return (
    <ListingDetailPage
      data={data}
      price={<SalePriceBox listing={listing} />}
      renderCard={(card, onOpen) => (
        <SaleCard listing={card} to={`../${card.id}`} onOpen={onOpen} />
      )}
      descriptionTitle="屋況說明"
    >
      <DetailSection title="房屋資料" testId="house-facts">
        <FactList facts={houseFacts(listing, sale)} />
      </DetailSection>
      {listing.market && (
        <DetailSection title="議價空間：開價與實價登錄" testId="asking-market-section">
          <AskingMarket market={listing.market} unitPrice={listing.unitPrice} />
        </DetailSection>
      )}
      {listing.community && (
        <DetailSection title="社區資訊" testId="community">
          <FactList facts={communityFacts(listing.community)} />
          <CommunityLastDeals community={listing.community} />
          <CommunityLink community={listing.community} />
        </DetailSection>
      )}
      {sale && sale.priceHistory.length > 0 && (
        <DetailSection title="價格變動" testId="price-changes">
          <PriceHistory history={sale.priceHistory} />
        </DetailSection>
      )}
    </ListingDetailPage>
  );
}
