import type { ClusterAnswer } from '@591/api-client';
import { boxParam, fitView, type GeoBox, type MapView, type PixelSize, viewBox } from '@591/config';
import { useSearchParams } from '@591/react-router';
import { useMemo, useState } from 'react';
import { type ListedBox, listBox, listQuery, WHOLE_REGION } from './listed-box.ts';
import { clusterQuery, pageOf } from './map-query.ts';
import { mapBoxSize, rememberMapSize } from './map-size.ts';
import { searchOnly } from './map-view-keys.ts';
import { readMapView, sameView, withMapView } from './map-view-params.ts';
import { type Fetched, useFetched } from './use-fetched.ts';

export interface MapSearchOptions<T> {
  /** What the map shows while the URL has no view of its own: the region. */
  regionBox: GeoBox;
  listed: ListedBox<T>;
  loadPage: (query: URLSearchParams, signal: AbortSignal) => Promise<T>;
  loadClusters: (query: URLSearchParams, signal: AbortSignal) => Promise<ClusterAnswer>;
  /** False while the search is refused: nothing to ask for. */
  enabled: boolean;
  /** The search as the API takes it, when the page's URL spells it otherwise. */
  apiSearch?: URLSearchParams;
}

export interface MapSearch<T> {
  view: MapView;
  /** Why the URL's view was not used, if it was not. */
  viewProblem: string | null;
  onViewChange: (view: MapView, size: PixelSize) => void;
  clusters: Fetched<ClusterAnswer> & { retry: () => void };
  results: Fetched<T> & { retry: () => void };
}

/**
 * The state of a map page, all of it in the URL: the view (kept with replace while the map
 * moves, so back leaves the page rather than stepping through every pan), the search and the
 * page of results. The clusters follow the view and the search; the results follow the box the
 * map shows once it has been moved (the region's before), starting from the loader's page.
 */
export function useMapSearch<T>(options: MapSearchOptions<T>): MapSearch<T> {
  const { regionBox, listed, loadPage, loadClusters, enabled } = options;
  const [params, setParams] = useSearchParams();
  const apiSearch = options.apiSearch ?? searchOnly(params);
  const [size, setSize] = useState<PixelSize>(mapBoxSize);
  // Until the map box is measured (in the browser) its size is the loader's guess.
  const [measured, setMeasured] = useState(false);
  const urlView = readMapView(params);
  const fallbackView = useMemo(() => fitView(regionBox, size), [regionBox, size]);
  const lat = urlView.view?.lat ?? fallbackView.lat;
  const lng = urlView.view?.lng ?? fallbackView.lng;
  const zoom = urlView.view?.zoom ?? fallbackView.zoom;
  const view = useMemo(() => ({ lat, lng, zoom }), [lat, lng, zoom]);
  const search = apiSearch.toString();
  const box = viewBox(view, size);
  const page = pageOf(params);
  const listArea = listBox(urlView.view, size);

  const onViewChange = (next: MapView, nextSize: PixelSize) => {
    rememberMapSize(nextSize);
    setMeasured(true);
    setSize((last) =>
      last.width === nextSize.width && last.height === nextSize.height ? last : nextSize,
    );
    if (!sameView(view, next)) {
      setParams(withMapView(params, next), { replace: true, preventScrollReset: true });
    }
  };

  const pageQuery = listQuery(apiSearch, listArea, page);
  const listedKey = `${listed.search}|${listed.box}|${listed.page}`;
  // A refused search keeps the loader's (empty) page: there is nothing to ask for.
  const results = useFetched(
    enabled ? `${search}|${listArea ? boxParam(listArea) : WHOLE_REGION}|${page}` : listedKey,
    (signal) => loadPage(pageQuery, signal),
    { key: listedKey, data: listed.results },
  );
  const clustersQuery = clusterQuery(apiSearch, box, view);
  const fetchedClusters = useFetched(
    enabled && measured ? clustersQuery.toString() : null,
    (signal) => loadClusters(clustersQuery, signal),
  );
  const clusters: MapSearch<T>['clusters'] = enabled
    ? fetchedClusters
    : { status: 'failed', data: null, refused: true, retry: fetchedClusters.retry };
  return { view, viewProblem: urlView.problem, onViewChange, clusters, results };
}
