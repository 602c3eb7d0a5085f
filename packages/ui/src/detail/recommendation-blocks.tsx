import type { ListingCard } from '@591/api-client';
import { RECOMMENDATION_GROUPS, type RecommendationGroup } from '@591/config';
import { type RecommendationTracking, useRecommendationTracking } from '@591/tracking';
import { type ReactNode, useId } from 'react';
import { ResultSkeleton } from '../search/result-skeleton.tsx';
import { useRecommendations } from './use-recommendations.ts';

const CSS = `
.recommendations{padding-top:8px}
.recommendations__block{padding:20px 0 0}
.recommendations__title{margin:0;font-size:20px}
.recommendations__list{margin:0;padding:0;list-style:none}
.recommendations__retry{margin-left:8px;padding:2px 12px;border:1px solid #b35000;border-radius:4px;background:#fff;color:#8a3d00;font:inherit;cursor:pointer}
.recommendations__empty{margin:24px 0;padding:24px 16px;border:1px dashed #ddd;border-radius:8px;color:#555;text-align:center}
`;

export const RECOMMENDATION_TITLES: Record<RecommendationGroup, string> = {
  nearby: '附近物件',
  similar_price: '相似價格',
  similar_area: '相似坪數',
};

export type RenderRecommendation = (listing: ListingCard, onOpen: () => void) => ReactNode;

interface BlockProps {
  group: RecommendationGroup;
  listings: ListingCard[];
  tracking: RecommendationTracking;
  renderCard: RenderRecommendation;
}

function RecommendationBlock({ group, listings, tracking, renderCard }: BlockProps) {
  const headingId = useId();
  return (
    <section
      className="recommendations__block"
      aria-labelledby={headingId}
      data-recommendation-group={group}
    >
      <h2 className="recommendations__title" id={headingId}>
        {RECOMMENDATION_TITLES[group]}
      </h2>
      <ul className="recommendations__list">
        {listings.map((listing) => (
          <li key={listing.id} ref={tracking.exposureRef(group, listing.id)}>
            {renderCard(listing, () => tracking.trackClick(group))}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The three recommendation groups of a detail page (nearby, similar price, similar area).
 * What each showed and what was clicked is reported once as the page is left.
 */
export function RecommendationBlocks({
  postId,
  renderCard,
}: {
  postId: number;
  renderCard: RenderRecommendation;
}) {
  const tracking = useRecommendationTracking(postId);
  const { state, retry } = useRecommendations(postId);
  const recommendations = state.status === 'done' ? state.recommendations : null;
  const groups = RECOMMENDATION_GROUPS.filter(
    (group) => (recommendations?.[group].length ?? 0) > 0,
  );
  return (
    <div
      className="recommendations"
      data-testid="recommendations"
      aria-busy={state.status === 'loading'}
    >
      <style href="@591/ui/recommendation-blocks" precedence="default">
        {CSS}
      </style>
      {state.status === 'loading' && <ResultSkeleton count={3} />}
      {state.status === 'failed' && (
        <p className="recommendations__empty" role="alert">
          推薦物件暫時無法載入。
          <button type="button" className="recommendations__retry" onClick={retry}>
            重新載入
          </button>
        </p>
      )}
      {recommendations &&
        (groups.length === 0 ? (
          <p className="recommendations__empty">目前沒有相似的物件推薦，看看其他地區的物件吧。</p>
        ) : (
          groups.map((group) => (
            <RecommendationBlock
              key={group}
              group={group}
              listings={recommendations[group]}
              tracking={tracking}
              renderCard={renderCard}
            />
          ))
        ))}
    </div>
  );
}
