import { RECOMMENDATION_GROUPS, type RecommendationGroup } from '@591/config';

/** One group's line of the report; `clicks` is always 0, `click_count` counts the clicks. */
export interface GroupCounts {
  exposures: number;
  clicks: 0;
  click_count: number;
}

export type ReportCounts = Record<RecommendationGroup, GroupCounts>;

/** Distinct listing ids seen and clicks made, per recommendation group. */
export function createRecommendationCounts() {
  const seen = new Map(RECOMMENDATION_GROUPS.map((group) => [group, new Set<number>()]));
  const clicks = new Map(RECOMMENDATION_GROUPS.map((group) => [group, 0]));
  return {
    expose(group: RecommendationGroup, listingId: number) {
      seen.get(group)!.add(listingId);
    },
    click(group: RecommendationGroup) {
      clicks.set(group, clicks.get(group)! + 1);
    },
    /** Whether anything was seen or clicked: an empty report is never sent. */
    recorded(): boolean {
      return RECOMMENDATION_GROUPS.some(
        (group) => seen.get(group)!.size > 0 || clicks.get(group)! > 0,
      );
    },
    counts(): ReportCounts {
      return Object.fromEntries(
        RECOMMENDATION_GROUPS.map((group) => [
          group,
          { exposures: seen.get(group)!.size, clicks: 0, click_count: clicks.get(group)! },
        ]),
      ) as ReportCounts;
    },
    reset() {
      for (const group of RECOMMENDATION_GROUPS) {
        seen.get(group)!.clear();
        clicks.set(group, 0);
      }
    },
  };
}

export type RecommendationCounts = ReturnType<typeof createRecommendationCounts>;
