import type { RecommendationGroup } from '@591/config';
import { type RefCallback, useEffect, useMemo, useRef } from 'react';
import { deviceId } from '../device-id.ts';
import { deviceKind } from '../device-kind.ts';
import { createRecommendationTracker } from './recommendation-tracker.ts';
import { type RecommendationReport, reportType, sendReport, sitePath } from './report.ts';

export interface RecommendationTracking {
  /** A ref for one listing of a block: it counts as exposed once half of it is in view. */
  exposureRef: (group: RecommendationGroup, listingId: number) => RefCallback<Element>;
  trackClick: (group: RecommendationGroup) => void;
}

/**
 * Recommendation exposure and click counts for the detail page of `postId`, sent once when
 * the page is left: pagehide on touch devices, beforeunload on desktops, or the router
 * hiding the page for another one.
 */
export function useRecommendationTracking(postId: number): RecommendationTracking {
  // What the page was when it was shown: by the time the report leaves, the router may have
  // moved on and the browser may read differently while unloading. Read in the effect, as
  // nothing browser-only may run while the page renders on the server.
  const shownAs = useRef<Pick<RecommendationReport, 'type' | 'device'> | null>(null);
  const tracker = useMemo(
    () =>
      createRecommendationTracker({
        describe: () => ({
          ...(shownAs.current ?? {
            type: reportType(sitePath(window.location)),
            device: deviceKind(),
          }),
          postId,
          deviceId: deviceId(),
        }),
        send: (report) => sendReport(report),
      }),
    [postId],
  );

  useEffect(() => {
    const device = deviceKind();
    shownAs.current = { type: reportType(sitePath(window.location)), device };
    const leaveEvent = device === 'touch' ? 'pagehide' : 'beforeunload';
    const leave = () => tracker.flush();
    window.addEventListener(leaveEvent, leave);
    return () => {
      window.removeEventListener(leaveEvent, leave);
      tracker.flush();
    };
  }, [tracker]);

  return useMemo(() => {
    const refs = new Map<string, RefCallback<Element>>();
    return {
      exposureRef: (group, listingId) => {
        const key = `${group}:${listingId}`;
        let ref = refs.get(key);
        if (!ref) {
          ref = (element) => (element ? tracker.observe(element, group, listingId) : undefined);
          refs.set(key, ref);
        }
        return ref;
      },
      trackClick: (group) => tracker.click(group),
    };
  }, [tracker]);
}
