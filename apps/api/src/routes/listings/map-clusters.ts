import { createHash } from 'node:crypto';
import { isTile, MAP_SECTIONS, priceUnitOf, type Section } from '@591/config';
import {
  ClusterAnswer,
  type MapCluster,
  RecordClusterQuery,
  TilePath,
  TileQuery,
} from '@591/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mapRegionVersions, mapVersions, realPriceDeals } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { parseBox, requireMapSized } from '../../services/map-box.ts';
import { tileClusterer } from '../../services/map-cells/tile-clusters.ts';
import { clusterPoints, type PointSource } from '../../services/map-clusters.ts';
import { landDealConditions } from '../../services/real-price/land-deals.ts';
import { parseSearch } from '../../services/search-params.ts';

/**
 * How long a process keeps a tile's answer: its key is the ETag, which names the map version
 * of the tile's region (mapVersion), so a kept answer is never one a change has made stale.
 */
export const CLUSTER_CACHE_SECONDS = 30;

const RECORD_POINTS: PointSource = {
  table: realPriceDeals,
  id: realPriceDeals.id,
  lat: realPriceDeals.lat,
  lng: realPriceDeals.lng,
  price: realPriceDeals.unitPrice,
};

/** Sums the counts; the answer's total is the list's total for the same filters and box. */
export function clusterAnswer(
  zoom: number,
  priceUnit: string | null,
  clusters: MapCluster[],
): ClusterAnswer {
  const total = clusters.reduce((sum, cluster) => sum + cluster.count, 0);
  return { zoom, total, priceUnit, clusters };
}

/**
 * The version a tile's answer is valid for: its region's, raised only by changes to the
 * region's listings, or for a map of all Taiwan the section's, raised by every change.
 */
async function mapVersion(db: Database, section: Section, region?: number): Promise<number> {
  const [row] =
    region === undefined
      ? await db
          .select({ version: mapVersions.version })
          .from(mapVersions)
          .where(eq(mapVersions.section, section))
      : await db
          .select({ version: mapRegionVersions.version })
          .from(mapRegionVersions)
          .where(
            and(eq(mapRegionVersions.section, section), eq(mapRegionVersions.regionId, region)),
          );
  return row?.version ?? 0;
}

/**
 * Tiles are kept by the browser, the gateway and a CDN, and asked again each time (no-cache):
 * the ETag (the region's map version and the question) answers 304 until a listing of the
 * region changes, so a new listing is on the map at the next request.
 */
export const TILE_CACHE_CONTROL = 'public, no-cache';

export default async function mapClusterRoutes(
  app: Api,
  { db, catalog, mapPointsAtStart }: ApiDeps,
) {
  const tiles = new TtlCache<ClusterAnswer>(CLUSTER_CACHE_SECONDS * 1000, 2000);
  const tileClusters = tileClusterer(db, catalog);
  if (mapPointsAtStart) app.addHook('onReady', tileClusters.loadPoints);
  for (const section of MAP_SECTIONS) {
    app.get(
      `/v1/${section}/map/tiles/:zoom/:x/:y`,
      {
        schema: {
          params: TilePath,
          querystring: TileQuery,
          response: { 200: ClusterAnswer, 304: {} },
        },
      },
      async (request, reply) => {
        const tile = request.params;
        if (!isTile(tile)) {
          const last = 2 ** tile.zoom - 1;
          throw new HttpError(
            400,
            `params/x and params/y must be 0 to ${last} at zoom ${tile.zoom}`,
          );
        }
        const filters = parseSearch(section, request.query);
        const version = await mapVersion(db, section, filters.region);
        const question = createHash('sha1')
          .update(`${section}/${tile.zoom}/${tile.x}/${tile.y}?${JSON.stringify(filters)}`)
          .digest('base64url')
          .slice(0, 16);
        // r and s keep a region's versions apart from the section's (and from the ETags of
        // before regions had their own), as both count from 0.
        const scope = filters.region === undefined ? 's' : 'r';
        const etag = `W/"${scope}${version}-${question}"`;
        reply.header('Cache-Control', TILE_CACHE_CONTROL).header('ETag', etag);
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        let answer = tiles.get(etag);
        if (!answer) {
          const priceUnit = filters.type === undefined ? null : priceUnitOf(filters.type);
          answer = clusterAnswer(
            tile.zoom,
            priceUnit,
            await tileClusters.clusters(filters, tile, version),
          );
          tiles.set(etag, answer);
        }
        return answer;
      },
    );
  }

  app.get(
    '/v1/land/price-records/clusters',
    { schema: { querystring: RecordClusterQuery, response: { 200: ClusterAnswer } } },
    async (request, reply) => {
      const { zoom } = request.query;
      requireMapSized(parseBox(request.query.bbox), zoom);
      const { where } = await landDealConditions(db, catalog, request.query);
      const clusters = await clusterPoints(db, RECORD_POINTS, where, zoom);
      // The register changes only with an import or a new seed.
      reply.header('Cache-Control', 'public, max-age=3600');
      return clusterAnswer(zoom, '萬/坪', clusters);
    },
  );
}
