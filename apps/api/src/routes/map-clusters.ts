import { ClusterAnswer, ClusterQuery, type MapCluster, RecordClusterQuery } from '@591/contract';
import { listings, realPriceDeals } from '../db/schema/index.ts';
import { priceUnitOf, type Section } from '../domain/sections.ts';
import { TtlCache } from '../lib/ttl-cache.ts';
import { searchConditions } from '../services/listing-search.ts';
import { parseBox, requireMapSized } from '../services/map-box.ts';
import { clusterPoints, type PointSource } from '../services/map-clusters.ts';
import { parseSearch } from '../services/search-params.ts';
import type { Api, ApiDeps } from './deps.ts';
import { landDealConditions } from './land-prices.ts';

/** The sections with a map search. */
export const MAP_SECTIONS = ['rent', 'sale', 'land'] as const satisfies readonly Section[];

/** A map answer is public and may lag a new posting as long as a list's total does. */
export const CLUSTER_CACHE_SECONDS = 30;

const LISTING_POINTS: PointSource = {
  table: listings,
  id: listings.id,
  lat: listings.lat,
  lng: listings.lng,
  price: listings.price,
};

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

export function registerMapClusterRoutes(app: Api, { db, catalog }: ApiDeps) {
  const answers = new TtlCache<ClusterAnswer>(CLUSTER_CACHE_SECONDS * 1000, 500);
  for (const section of MAP_SECTIONS) {
    app.get(
      `/v1/${section}/map/clusters`,
      { schema: { querystring: ClusterQuery, response: { 200: ClusterAnswer } } },
      async (request, reply) => {
        const { zoom } = request.query;
        const filters = parseSearch(section, request.query);
        requireMapSized(filters.box!, zoom);
        const where = searchConditions(filters, catalog);
        const { sql: text, params } = db.select().from(listings).where(where).toSQL();
        const key = `${zoom}|${text}|${JSON.stringify(params)}`;
        let answer = answers.get(key);
        if (!answer) {
          const priceUnit = filters.type === undefined ? null : priceUnitOf(filters.type);
          answer = clusterAnswer(
            zoom,
            priceUnit,
            await clusterPoints(db, LISTING_POINTS, where, zoom),
          );
          answers.set(key, answer);
        }
        reply.header('Cache-Control', `public, max-age=${CLUSTER_CACHE_SECONDS}`);
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
