import { useLocation, useMatches } from '@591/react-router';
import { handleValue } from '@591/router';
import { useEffect } from 'react';
import { pushToDataLayer } from './data-layer.ts';

export const PAGE_VIEW_EVENT = 'public_pageview';

/**
 * Sends a page view after each navigation, on the next tick so the new page's title is in
 * place. A route marked disabedGtmPv sends none; while a route marked disabedGtm is shown
 * nothing is tracked at all.
 */
export function usePageViews(): void {
  const location = useLocation();
  const matches = useMatches();
  const trackingOff = handleValue(matches, 'disabedGtm') === true;
  const pageViewOff = handleValue(matches, 'disabedGtmPv') === true;
  const pageType = handleValue(matches, 'pageType') ?? 'home';

  useEffect(() => {
    if (trackingOff || pageViewOff) return;
    const timer = setTimeout(() =>
      pushToDataLayer({
        event: PAGE_VIEW_EVENT,
        page_path: `${location.pathname}${location.search}`,
        page_location: window.location.href,
        page_title: document.title,
        page_type: pageType,
      }),
    );
    return () => clearTimeout(timer);
  }, [location.pathname, location.search, trackingOff, pageViewOff, pageType]);
}

/** Whether the current route allows any tracking; other trackers check it before sending. */
export function useTrackingAllowed(): boolean {
  return handleValue(useMatches(), 'disabedGtm') !== true;
}
