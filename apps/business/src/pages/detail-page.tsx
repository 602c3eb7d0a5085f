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
  TagList,
} from '@591/ui';
import type { BusinessDetailData } from '../detail/business-detail-data.ts';
import { premisesFacts } from '../detail/business-facts.ts';
import { BusinessPriceBox } from '../detail/business-price-box.tsx';
import { BusinessCard } from '../list/business-card.tsx';
import { businessFactsOf } from '../search/business-types.ts';

const CSS = `
.business-detail__description{margin:0;white-space:pre-line;line-height:1.8}
`;

/**
 * A shop, office or factory for rent, sale or transfer: photos, price and costs, the facts its
 * kind is judged by, what is nearby, the description, place and poster.
 */
export function Component() {
  const { id, listing } = useLoaderData() as BusinessDetailData;
  useDetailVisit(listing);
  const nearby = businessFactsOf(listing)?.nearby ?? [];
  return (
    <DetailLayout
      heading={<ListingHeading listing={listing} />}
      gallery={<PhotoGallery photos={listing.photos} title={listing.title} />}
      price={<BusinessPriceBox listing={listing} />}
      contact={<ContactCard listing={listing} />}
      after={
        <RecommendationBlocks
          postId={id}
          renderCard={(card, onOpen) => (
            <BusinessCard listing={card} base="../.." onOpen={onOpen} />
          )}
        />
      }
    >
      <style href="@591/business/detail-page" precedence="default">
        {CSS}
      </style>
      <DetailSection title="物件資料" testId="premises-facts">
        <FactList facts={premisesFacts(listing)} />
      </DetailSection>
      {nearby.length > 0 && (
        <DetailSection title="周邊機能" testId="nearby">
          <TagList tags={nearby} label="周邊機能" />
        </DetailSection>
      )}
      {listing.tags.length > 0 && (
        <DetailSection title="物件特色" testId="features">
          <TagList tags={listing.tags.map((tag) => tag.name)} label="物件特色" accent />
        </DetailSection>
      )}
      <DetailSection title="物件說明" testId="description">
        <p className="business-detail__description">{listing.description}</p>
      </DetailSection>
      <LocationSection listing={listing} />
    </DetailLayout>
  );
}
