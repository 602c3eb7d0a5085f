import { MAX_MAP_ZOOM, MIN_MAP_ZOOM } from '@591/config';
import type { FastifyInstance } from 'fastify';
import { landTransactions, listings } from '../db/schema/index.ts';
import { priceUnitOf, type Section } from '../domain/sections.ts';
import { TtlCache } from '../lib/ttl-cache.ts';
import { searchConditions } from '../services/listing-search.ts';
import { parseBox, requireMapSized } from '../services/map-box.ts';
import { clusterPoints, type MapCluster, type PointSource } from '../services/map-clusters.ts';
import { parseSearch, type SearchQuery } from '../services/search-params.ts';
import type { ApiDeps } from './deps.ts';
import { baseProperties, type LandQuery, landRecordConditions } from './land-prices.ts';
import { searchQuerySchema } from './listings.ts';

/** The sections with a map search. */
export const MAP_SECTIONS = ['rent', 'sale', 'land'] as const satisfies readonly Section[];

/** A map answer is public and may lag a new posting as long as a list's total does. */
export const CLUSTER_CACHE_SECONDS = 30;

export const zoomParam = { type: 'integer', minimum: MIN_MAP_ZOOM, maximum: MAX_MAP_ZOOM } as const;

const { order: _order, orderType: _orderType, ...filterProperties } = searchQuerySchema.properties;

/** The list's filters (order and page mean nothing on a map), the box and the zoom. */
const clusterQuerySchema = {
  ...searchQuerySchema,
  required: ['bbox', 'zoom'],
  properties: { ...filterProperties, zoom: zoomParam },
} as const;

const LISTING_POINTS: PointSource = {
  table: listings,
  id: listings.id,
  lat: listings.lat,
  lng: listings.lng,
  price: listings.price,
};

const RECORD_POINTS: PointSource = {
  table: landTransactions,
  id: landTransactions.id,
  lat: landTransactions.lat,
  lng: landTransactions.lng,
  price: landTransactions.unitPrice,
};

/** The real-price register's records: a region, its districts, the last years, the box. */
const recordClusterQuerySchema = {
  type: 'object',
  required: ['region', 'bbox', 'zoom'],
  additionalProperties: false,
  properties: {
    ...baseProperties,
    years: { type: 'integer', minimum: 1, maximum: 10 },
    bbox: { type: 'string', maxLength: 80 },
    zoom: zoomParam,
  },
} as const;

export interface ClusterAnswer {
  zoom: number;
  /** Every point in the box: the sum of the clusters' counts. */
  total: number;
  /** 元/月 or 萬; null for land with both types. */
  priceUnit: string | null;
  clusters: MapCluster[];
}

/** Sums the counts; the answer's total is the list's total for the same filters and box. */
export function clusterAnswer(
  zoom: number,
  priceUnit: string | null,
  clusters: MapCluster[],
): ClusterAnswer {
  const total = clusters.reduce((sum, cluster) => sum + cluster.count, 0);
  return { zoom, total, priceUnit, clusters };
}

export function registerMapClusterRoutes(app: FastifyInstance, { db, catalog }: ApiDeps) {
  const answers = new TtlCache<ClusterAnswer>(CLUSTER_CACHE_SECONDS * 1000, 500);
  for (const section of MAP_SECTIONS) {
    app.get<{ Querystring: SearchQuery & { zoom: number } }>(
      `/v1/${section}/map/clusters`,
      { schema: { querystring: clusterQuerySchema } },
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

  app.get<{ Querystring: LandQuery & { bbox: string; zoom: number } }>(
    '/v1/land/price-records/clusters',
    { schema: { querystring: recordClusterQuerySchema } },
    async (request, reply) => {
      const { zoom } = request.query;
      requireMapSized(parseBox(request.query.bbox), zoom);
      const where = landRecordConditions(catalog, request.query);
      const clusters = await clusterPoints(db, RECORD_POINTS, where, zoom);
      // The register changes only when it is reseeded.
      reply.header('Cache-Control', 'public, max-age=3600');
      return clusterAnswer(zoom, '萬/坪', clusters);
    },
  );
}
