import {
  type ListingCard,
  type ListingDetail,
  RECOMMENDATION_GROUPS,
  type RecommendationGroup,
  type Recommendations,
} from '@591/api-client';
import { type RecommendationTracking, useRecommendationTracking } from '@591/tracking';
import { ListingOverview, PlainPage } from '@591/ui';
import { useLoaderData } from 'react-router';
import { ListingSummary } from '../components/listing-summary.tsx';

const GROUP_TITLES: Record<RecommendationGroup, string> = {
  nearby: '附近物件',
  similar_price: '相似價格',
  similar_area: '相似坪數',
};

interface RecommendationListProps {
  group: RecommendationGroup;
  listings: ListingCard[];
  tracking: RecommendationTracking;
}

function RecommendationList({ group, listings, tracking }: RecommendationListProps) {
  const headingId = `recommendation-${group}`;
  return (
    <section aria-labelledby={headingId} data-recommendation-group={group}>
      <h2 id={headingId}>{GROUP_TITLES[group]}</h2>
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {listings.map((listing) => (
          <li
            key={listing.id}
            ref={tracking.exposureRef(group, listing.id)}
            style={{ padding: '12px 0', borderBottom: '1px solid #eee' }}
          >
            <ListingSummary listing={listing} onOpen={() => tracking.trackClick(group)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Component() {
  const { id, listing, recommendations } = useLoaderData() as {
    id: number;
    listing: ListingDetail;
    recommendations: Recommendations;
  };
  const tracking = useRecommendationTracking(id);
  return (
    <>
      <PlainPage title="租屋詳情" />
      <ListingOverview listing={listing} />
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: '0 16px 48px' }}>
        {RECOMMENDATION_GROUPS.filter((group) => recommendations[group].length > 0).map((group) => (
          <RecommendationList
            key={group}
            group={group}
            listings={recommendations[group]}
            tracking={tracking}
          />
        ))}
      </div>
    </>
  );
}
