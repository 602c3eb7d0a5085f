import { type DetailPageData, DetailSection, FactList, ListingDetailPage, TagList } from '@591/ui';
import { premisesFacts } from '../detail/business-facts.ts';
import { BusinessPriceBox } from '../detail/business-price-box.tsx';
import { BusinessCard } from '../list/business-card.tsx';

/**
 * A shop, office or factory for rent, sale or transfer: photos, price and costs, the facts its
 * kind is judged by, what is nearby, the description, place and poster.
 */
export function Component({ data }: { data: DetailPageData }) {
  const { listing } = data;
  const nearby = listing.facts.business?.nearby ?? [];
  return (
    <ListingDetailPage
      data={data}
      price={<BusinessPriceBox listing={listing} />}
      renderCard={(card, onOpen) => <BusinessCard listing={card} base="../.." onOpen={onOpen} />}
      descriptionTitle="物件說明"
    >
      <DetailSection title="物件資料" testId="premises-facts">
        <FactList facts={premisesFacts(listing)} />
      </DetailSection>
      {nearby.length > 0 && (
        <DetailSection title="周邊機能" testId="nearby">
          <TagList tags={nearby} label="周邊機能" />
        </DetailSection>
      )}
    </ListingDetailPage>
  );
}
