export { type DataLayerEvent, pushToDataLayer } from './data-layer.ts';
export { PAGE_VIEW_EVENT, usePageViews, useTrackingAllowed } from './page-views.ts';
export { loadTagManager } from './tag-manager.ts';
