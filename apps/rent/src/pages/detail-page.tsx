import type { ListingDetail } from '@591/api-client';
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
  RentCard,
  TagList,
} from '@591/ui';
import { houseFacts, ruleFacts } from '../detail/rent-facts.ts';
import { RentPriceBox } from '../detail/rent-price-box.tsx';

const CSS = `
.rent-detail__description{margin:0;white-space:pre-line;line-height:1.8}
.rent-detail__none{margin:0;color:#555}
`;

export interface RentDetail {
  id: number;
  listing: ListingDetail;
}

/** A rental: photos, rent and costs, the home, its rules, equipment, place and poster. */
export function Component() {
  const { id, listing } = useLoaderData() as RentDetail;
  useDetailVisit(listing);
  const rent = listing.facts.rent;
  const equipment = rent?.equipment ?? [];
  return (
    <DetailLayout
      heading={<ListingHeading listing={listing} />}
      gallery={<PhotoGallery photos={listing.photos} title={listing.title} />}
      price={<RentPriceBox listing={listing} />}
      contact={<ContactCard listing={listing} />}
      after={
        <RecommendationBlocks
          postId={id}
          renderCard={(card, onOpen) => <RentCard listing={card} onOpen={onOpen} />}
        />
      }
    >
      <style href="@591/rent/detail-page" precedence="default">
        {CSS}
      </style>
      <DetailSection title="房屋資料" testId="house-facts">
        <FactList facts={houseFacts(listing, rent)} />
      </DetailSection>
      {rent && (
        <DetailSection title="房屋守則" testId="house-rules">
          <FactList facts={ruleFacts(rent)} />
        </DetailSection>
      )}
      <DetailSection title="提供設備" testId="equipment">
        {equipment.length > 0 ? (
          <TagList tags={equipment} label="提供設備" />
        ) : (
          <p className="rent-detail__none">屋主未提供設備資訊</p>
        )}
      </DetailSection>
      {listing.tags.length > 0 && (
        <DetailSection title="物件特色" testId="features">
          <TagList tags={listing.tags.map((tag) => tag.name)} label="物件特色" accent />
        </DetailSection>
      )}
      <DetailSection title="屋況說明" testId="description">
        <p className="rent-detail__description">{listing.description}</p>
      </DetailSection>
      <LocationSection listing={listing} />
    </DetailLayout>
  );
}
