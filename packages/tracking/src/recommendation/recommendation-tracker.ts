import type { RecommendationGroup } from '@591/config';
import { createRecommendationCounts } from './recommendation-counts.ts';
import type { RecommendationReport } from './report.ts';

/** Half of a listing in view counts as seen. */
export const EXPOSURE_THRESHOLD = 0.5;

export interface TrackerOptions {
  /** The report's fixed fields, read when it is sent. */
  describe: () => Omit<RecommendationReport, 'counts'>;
  send: (report: RecommendationReport) => void;
}

interface Target {
  group: RecommendationGroup;
  listingId: number;
}

/**
 * Counts one detail page's recommendation exposures and clicks until it is left. One
 * IntersectionObserver watches every listing; a listing stops being watched once seen.
 */
export function createRecommendationTracker({ describe, send }: TrackerOptions) {
  const counts = createRecommendationCounts();
  const targets = new WeakMap<Element, Target>();
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const target = targets.get(entry.target);
              if (!target || !entry.isIntersecting) continue;
              counts.expose(target.group, target.listingId);
              observer?.unobserve(entry.target);
            }
          },
          { threshold: EXPOSURE_THRESHOLD },
        )
      : null;

  return {
    observe(element: Element, group: RecommendationGroup, listingId: number): () => void {
      targets.set(element, { group, listingId });
      observer?.observe(element);
      return () => observer?.unobserve(element);
    },
    click(group: RecommendationGroup) {
      counts.click(group);
    },
    /** Sends what was recorded, once: counting starts again from zero afterwards. */
    flush(): boolean {
      if (!counts.recorded()) return false;
      send({ ...describe(), counts: counts.counts() });
      counts.reset();
      return true;
    },
  };
}

export type RecommendationTracker = ReturnType<typeof createRecommendationTracker>;
