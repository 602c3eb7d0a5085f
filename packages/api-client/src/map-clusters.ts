import { type GeoBox, parseBoxParam, tilesCovering } from '@591/config';
import type { ClusterAnswer, MapCluster, MapSection } from '@591/contract';
import { apiClient } from './clients.ts';

/**
 * A map's clusters, tile by tile: GET /v1/{section}/map/tiles/{z}/{x}/{y} with the list's own
 * query, for each tile the query's bbox touches at its zoom, as one answer. Each tile's answer
 * is the same for every visitor with the same filters, so the browser and the gateway keep it
 * (revalidated by its ETag) and a pan asks only for the tiles it newly shows. The answer holds
 * the clusters whose cells the view touches. A refused query
 * (400) throws with its response, as every call here does.
 */
export async function fetchClusters(
  section: MapSection,
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<ClusterAnswer> {
  const zoom = Number(query.get('zoom'));
  const box = parseBoxParam(query.get('bbox') ?? '');
  const filters = new URLSearchParams(query);
  filters.delete('bbox');
  filters.delete('zoom');
  const answers = await Promise.all(
    tilesCovering(box, zoom).map((tile) =>
      apiClient('api')
        .get(`v1/${section}/map/tiles/${tile.zoom}/${tile.x}/${tile.y}`, {
          searchParams: filters,
          signal,
        })
        .json<ClusterAnswer>(),
    ),
  );
  // The tiles reach past the view: only what the view touches is drawn.
  const clusters = answers
    .flatMap((answer) => answer.clusters)
    .filter((cluster) => touches(box, cluster));
  return {
    zoom,
    total: clusters.reduce((sum, cluster) => sum + cluster.count, 0),
    priceUnit: answers[0]?.priceUnit ?? null,
    clusters,
  };
}

/** Degrees two cells' rounded edges may overlap by (a tenth of a metre) without touching. */
const EDGE = 1e-6;

/** Whether a cluster's cell (a single listing's point) reaches inside the box. */
function touches(box: GeoBox, cluster: MapCluster): boolean {
  const [south, west, north, east] = cluster.cell ?? [
    cluster.lat,
    cluster.lng,
    cluster.lat,
    cluster.lng,
  ];
  if (!cluster.cell)
    return west >= box.west && west <= box.east && south >= box.south && south <= box.north;
  return (
    west < box.east - EDGE &&
    east > box.west + EDGE &&
    south < box.north - EDGE &&
    north > box.south + EDGE
  );
}

/** GET /v1/land/price-records/clusters: region, section, years, bbox and zoom. */
export function fetchPriceRecordClusters(
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<ClusterAnswer> {
  return apiClient('api')
    .get('v1/land/price-records/clusters', { searchParams: query, signal })
    .json();
}
