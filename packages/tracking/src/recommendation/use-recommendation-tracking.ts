import type { RecommendationGroup } from '@591/api-client';
import { type RefCallback, useEffect, useMemo } from 'react';
import { deviceId } from '../device-id.ts';
import { deviceKind } from '../device-kind.ts';
import { createRecommendationTracker } from './recommendation-tracker.ts';
import { reportType, sendReport, sitePath } from './report.ts';

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
  // The device is read once per page, so the leave event and the reported device agree.
  const { tracker, leaveEvent } = useMemo(() => {
    const device = deviceKind();
    const type = reportType(sitePath(window.location));
    return {
      tracker: createRecommendationTracker({
        describe: () => ({ type, postId, device, deviceId: deviceId() }),
        send: (report) => sendReport(report),
      }),
      leaveEvent: device === 'touch' ? 'pagehide' : 'beforeunload',
    } as const;
  }, [postId]);

  useEffect(() => {
    const leave = () => tracker.flush();
    window.addEventListener(leaveEvent, leave);
    return () => {
      window.removeEventListener(leaveEvent, leave);
      tracker.flush();
    };
  }, [tracker, leaveEvent]);

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
