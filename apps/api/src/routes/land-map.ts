import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { landTransactions, listings } from '../db/schema/index.ts';
import { LISTING_TYPES, priceUnitOf } from '../domain/sections.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { inSearch } from '../services/listing-availability.ts';
import type { LocationCatalog } from '../services/location-catalog.ts';
import type { ApiDeps } from './deps.ts';
import { regionParam } from './schemas.ts';

/**
 * Most points one map answer carries (the newest first). A map of more markers is unreadable
 * and slow to draw; `total` still says how many there are.
 */
export const MAP_POINT_LIMIT = 3000;
/** The real-price map shows the register's recent sales only. */
export const REAL_PRICE_YEARS = 2;

type MapMode = 'in-sale' | 'real-price';

interface MapQuery {
  region: number;
  mode: MapMode;
  type?: 1 | 2;
}

interface MapPoint {
  id: number;
  lat: number;
  lng: number;
  label: string;
  price: number;
  unit: string;
}

interface MapPoints {
  total: number;
  points: MapPoint[];
}

/** The region's land listings of one type: for sale (萬) unless type=1 asks for rentals. */
async function inSalePoints(db: Database, regionId: number, type: number): Promise<MapPoints> {
  const where = and(
    inSearch(),
    eq(listings.section, 'land'),
    eq(listings.regionId, regionId),
    sql`${listings.type} = ${type}`,
  );
  const unit = priceUnitOf(type);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: listings.id,
        lat: listings.lat,
        lng: listings.lng,
        label: listings.title,
        price: listings.price,
      })
      .from(listings)
      .where(where)
      .orderBy(desc(listings.postedAt), desc(listings.id))
      .limit(MAP_POINT_LIMIT),
    db.select({ total: count() }).from(listings).where(where),
  ]);
  return { total: totals?.total ?? 0, points: rows.map((row) => ({ ...row, unit })) };
}

/** The region's registered land sales of the last two years, priced per 坪. */
async function realPricePoints(
  db: Database,
  catalog: LocationCatalog,
  regionId: number,
): Promise<MapPoints> {
  const since = new Date();
  since.setUTCFullYear(since.getUTCFullYear() - REAL_PRICE_YEARS);
  const where = and(
    eq(landTransactions.regionId, regionId),
    gte(landTransactions.tradedOn, since.toISOString().slice(0, 10)),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: landTransactions.id,
        lat: landTransactions.lat,
        lng: landTransactions.lng,
        districtId: landTransactions.districtId,
        landSection: landTransactions.landSection,
        zoning: landTransactions.zoning,
        price: landTransactions.unitPrice,
      })
      .from(landTransactions)
      .where(where)
      .orderBy(desc(landTransactions.tradedOn), desc(landTransactions.id))
      .limit(MAP_POINT_LIMIT),
    db.select({ total: count() }).from(landTransactions).where(where),
  ]);
  return {
    total: totals?.total ?? 0,
    points: rows.map(({ districtId, landSection, zoning, ...row }) => ({
      ...row,
      label: `${catalog.districtById.get(districtId)?.name ?? ''}${landSection} ${zoning}`,
      unit: '萬/坪',
    })),
  };
}

export function registerLandMapRoutes(app: FastifyInstance, { db, catalog }: ApiDeps) {
  app.get<{ Querystring: MapQuery }>(
    '/v1/land/map',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['region', 'mode'],
          additionalProperties: false,
          properties: {
            region: regionParam,
            mode: { type: 'string', enum: ['in-sale', 'real-price'] },
            type: { type: 'integer', enum: [1, 2] },
          },
        },
      },
    },
    async (request, reply) => {
      const { mode, type = LISTING_TYPES.sale } = request.query;
      const region = catalog.regionById.get(request.query.region);
      if (!region) {
        throw new HttpError(400, `querystring/region ${request.query.region} is not a region`);
      }
      const { total, points } =
        mode === 'in-sale'
          ? await inSalePoints(db, region.id, type)
          : await realPricePoints(db, catalog, region.id);
      // Listings change by the minute; the register's records only when it is reseeded.
      reply.header('Cache-Control', `public, max-age=${mode === 'in-sale' ? 60 : 3600}`);
      return {
        regionId: region.id,
        mode,
        center: { lat: region.lat, lng: region.lng },
        total,
        points,
      };
    },
  );
}
