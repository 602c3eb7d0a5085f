import type { ListingDetail } from '@591/api-client';
import { useDetailVisit } from '@591/tracking';
import type { ReactNode } from 'react';
import { StaticHtml } from '../static-html.tsx';
import { ContactCard } from './contact-card.tsx';
import { DetailLayout } from './detail-layout.tsx';
import { DetailSection } from './detail-section.tsx';
import { ListingHeading } from './listing-heading.tsx';
import { LocationSection } from './location-section.tsx';
import { PhotoGallery } from './photo-gallery.tsx';
import { RecommendationBlocks, type RenderRecommendation } from './recommendation-blocks.tsx';
import { TagList } from './tag-list.tsx';
import { ViewingPanel } from './viewing/viewing-panel.tsx';

/** What every section's detail loader answers: the listing asked for, by its id. */
export interface DetailPageData {
  id: number;
  listing: ListingDetail;
}

const CSS = `
.listing-detail__description{margin:0;white-space:pre-line;line-height:1.8}
`;

/**
 * Every section's detail page: heading, photos, the section's price box, contact and 預約看屋 and the
 * recommendations around the section's own facts (`children`), then the listing's features,
 * its description (`descriptionTitle`) and its place, in that order on every section. The
 * facts, description and place are server HTML that needs no code (`StaticHtml`): `children`
 * must hold nothing that does. The visit is counted once the page is shown.
 */
export function ListingDetailPage({
  data: { id, listing },
  price,
  renderCard,
  descriptionTitle,
  children,
}: {
  data: DetailPageData;
  price: ReactNode;
  renderCard: RenderRecommendation;
  descriptionTitle: string;
  children: ReactNode;
}) {
  useDetailVisit(listing);
  return (
    <DetailLayout
      heading={<ListingHeading listing={listing} />}
      gallery={<PhotoGallery photos={listing.photos} title={listing.title} />}
      price={price}
      contact={
        <>
          <ContactCard listing={listing} />
          <ViewingPanel listing={listing} />
        </>
      }
      after={<RecommendationBlocks postId={id} renderCard={renderCard} />}
    >
      <style href="@591/ui/listing-detail" precedence="default">
        {CSS}
      </style>
      <StaticHtml of={listing}>
        {children}
        {listing.tags.length > 0 && (
          <DetailSection title="物件特色" testId="features">
            <TagList tags={listing.tags.map((tag) => tag.name)} label="物件特色" accent />
          </DetailSection>
        )}
        <DetailSection title={descriptionTitle} testId="description">
          <p className="listing-detail__description">{listing.description}</p>
        </DetailSection>
        <LocationSection listing={listing} />
      </StaticHtml>
    </DetailLayout>
  );
}
