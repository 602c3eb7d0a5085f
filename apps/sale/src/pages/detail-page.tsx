import { useLoaderData } from '@591/react-router';
import { useDetailVisit } from '@591/tracking';
import {
  ContactCard,
  DetailLayout,
  DetailSection,
  FactList,
  ListingHeading,
  LocationSection,
  PhotoGallery,
  RecommendationBlocks,
  SaleCard,
  TagList,
} from '@591/ui';
import { PriceHistory } from '../detail/price-history.tsx';
import type { SaleDetail } from '../detail/sale-detail-data.ts';
import { communityFacts, houseFacts } from '../detail/sale-facts.ts';
import { SalePriceBox } from '../detail/sale-price-box.tsx';

const CSS = `
.sale-detail__description{margin:0;white-space:pre-line;line-height:1.8}
`;

/** A home for sale: photos, prices, the home and its community, price history, place, poster. */
export function Component() {
  const { id, listing } = useLoaderData() as SaleDetail;
  useDetailVisit(listing);
  const sale = listing.facts.sale;
  return (
    <DetailLayout
      heading={<ListingHeading listing={listing} />}
      gallery={<PhotoGallery photos={listing.photos} title={listing.title} />}
      price={<SalePriceBox listing={listing} />}
      contact={<ContactCard listing={listing} />}
      after={
        <RecommendationBlocks
          postId={id}
          renderCard={(card, onOpen) => (
            <SaleCard listing={card} to={`../${card.id}`} onOpen={onOpen} />
          )}
        />
      }
    >
      <style href="@591/sale/detail-page" precedence="default">
        {CSS}
      </style>
      <DetailSection title="房屋資料" testId="house-facts">
        <FactList facts={houseFacts(listing, sale)} />
      </DetailSection>
      {listing.community && (
        <DetailSection title="社區資訊" testId="community">
          <FactList facts={communityFacts(listing.community)} />
        </DetailSection>
      )}
      {sale && sale.priceHistory.length > 0 && (
        <DetailSection title="價格變動" testId="price-changes">
          <PriceHistory history={sale.priceHistory} />
        </DetailSection>
      )}
      {listing.tags.length > 0 && (
        <DetailSection title="物件特色" testId="features">
          <TagList tags={listing.tags.map((tag) => tag.name)} label="物件特色" accent />
        </DetailSection>
      )}
      <DetailSection title="屋況說明" testId="description">
        <p className="sale-detail__description">{listing.description}</p>
      </DetailSection>
      <LocationSection listing={listing} />
    </DetailLayout>
  );
}
