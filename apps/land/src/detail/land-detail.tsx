import type { ListingDetail } from '@591/api-client';
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
import { LandCard } from '../list/land-card.tsx';
import { landFactsOf } from '../search/land-types.ts';
import { landFacts } from './land-facts.ts';
import { LandPriceBox } from './land-price-box.tsx';

const CSS = `
.land-detail__description{margin:0;white-space:pre-line;line-height:1.8}
`;

/** A land listing for sale or rent: photos, price, the lot's facts, description, place, poster. */
export function LandDetail({ id, listing }: { id: number; listing: ListingDetail }) {
  return (
    <DetailLayout
      heading={<ListingHeading listing={listing} />}
      gallery={<PhotoGallery photos={listing.photos} title={listing.title} />}
      price={<LandPriceBox listing={listing} />}
      contact={<ContactCard listing={listing} />}
      after={
        <RecommendationBlocks
          postId={id}
          renderCard={(card, onOpen) => <LandCard listing={card} levels={2} onOpen={onOpen} />}
        />
      }
    >
      <style href="@591/land/detail" precedence="default">
        {CSS}
      </style>
      <DetailSection title="土地資料" testId="land-facts">
        <FactList facts={landFacts(listing, landFactsOf(listing))} />
      </DetailSection>
      {listing.tags.length > 0 && (
        <DetailSection title="物件特色" testId="features">
          <TagList tags={listing.tags.map((tag) => tag.name)} label="物件特色" accent />
        </DetailSection>
      )}
      <DetailSection title="土地說明" testId="description">
        <p className="land-detail__description">{listing.description}</p>
      </DetailSection>
      <LocationSection listing={listing} />
    </DetailLayout>
  );
}
