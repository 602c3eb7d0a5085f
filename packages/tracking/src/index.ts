export { type DataLayerEvent, pushToDataLayer } from './data-layer.ts';
export { useDetailVisit } from './detail-visit.ts';
export { deviceId } from './device-id.ts';
export { deviceKind } from './device-kind.ts';
export {
  DEVTOOLS_BLOCKER_OPTIONS,
  DEVTOOLS_BYPASS_FLAG,
  startDevtoolsBlocker,
} from './devtools-blocker.ts';
export { ERROR_REPORTING_OPTIONS, startErrorReporting } from './error-reporting.ts';
export { PAGE_VIEW_EVENT, usePageViews, useTrackingAllowed } from './page-views.ts';
export type { GroupCounts } from './recommendation/recommendation-counts.ts';
export {
  type RecommendationTracking,
  useRecommendationTracking,
} from './recommendation/use-recommendation-tracking.ts';
export { loadTagManager } from './tag-manager.ts';
