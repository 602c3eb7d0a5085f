import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { communities, listingDetails, listings } from '../db/schema/index.ts';
import { SECTIONS } from '../domain/sections.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { type CardRow, cardColumns, communityJoin } from '../services/listing-columns.ts';
import { listingSearcher } from '../services/listing-search.ts';
import { toCard, toDetail } from '../services/listing-view.ts';
import { recommendationsFor } from '../services/recommendations.ts';
import { parseSearch, type SearchQuery } from '../services/search-params.ts';
import type { ApiDeps } from './deps.ts';
import { idParams, listParam, pageParams, regionParam } from './schemas.ts';

export const searchQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    region: regionParam,
    regionid: regionParam,
    region_id: regionParam,
    section: listParam,
    type: { type: 'integer', enum: [1, 2, 6] },
    kind: listParam,
    price: listParam,
    area: listParam,
    unitprice: listParam,
    houseage: listParam,
    layout: listParam,
    pattern: listParam,
    shape: listParam,
    features: listParam,
    mrt: { type: 'integer', enum: [0, 1] },
    station: listParam,
    mrtline: listParam,
    metro: listParam,
    school: listParam,
    circle: listParam,
    keyword: { type: 'string', maxLength: 50 },
    shType: { type: 'string', enum: ['host', 'list'] },
    label: listParam,
    zone: listParam,
    roadwidth: listParam,
    special: listParam,
    floor: listParam,
    frontage: listParam,
    confirmed: { type: 'integer', enum: [7] },
    bbox: { type: 'string', maxLength: 80 },
    order: { type: 'string', enum: ['posttime', 'money', 'area', 'unitprice'] },
    orderType: { type: 'string', enum: ['asc', 'desc'] },
    ...pageParams,
  },
} as const;

export const NOT_FOUND_MESSAGE = '找不到該物件';

export function registerListingRoutes(app: FastifyInstance, { db, catalog, site }: ApiDeps) {
  const view = { catalog, apiOrigin: site.apiOrigin };
  const search = listingSearcher(db, catalog);

  for (const section of SECTIONS) {
    app.get<{ Querystring: SearchQuery }>(
      `/v1/${section}/listings`,
      { schema: { querystring: searchQuerySchema } },
      async (request, reply) => {
        const filters = parseSearch(section, request.query);
        const { total, rows } = await search(filters);
        reply.header('Cache-Control', 'public, max-age=30');
        return {
          total,
          page: filters.page,
          pageSize: filters.pageSize,
          items: rows.map((row) => toCard(row, view)),
        };
      },
    );
  }

  app.get<{ Params: { id: number } }>(
    '/v1/listings/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      const [row] = await db
        .select({
          ...cardColumns,
          description: listingDetails.description,
          facts: listingDetails.facts,
          posterName: listings.posterName,
          brokerLicence: listings.brokerLicence,
          universityId: listings.universityId,
          circleId: listings.circleId,
          community: communities,
        })
        .from(listings)
        .innerJoin(listingDetails, eq(listingDetails.listingId, listings.id))
        .leftJoin(communities, communityJoin)
        .where(eq(listings.id, request.params.id));
      if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE);
      reply.header('Cache-Control', 'public, max-age=60');
      return toDetail(row as typeof row & CardRow, view);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/v1/listings/:id/recommendations',
    { schema: { params: idParams } },
    async (request, reply) => {
      const [anchor] = await db
        .select({
          id: listings.id,
          section: listings.section,
          type: listings.type,
          kind: listings.kind,
          regionId: listings.regionId,
          price: listings.price,
          area: listings.area,
          lat: listings.lat,
          lng: listings.lng,
        })
        .from(listings)
        .where(eq(listings.id, request.params.id));
      if (!anchor) throw new HttpError(404, NOT_FOUND_MESSAGE);
      const groups = await recommendationsFor(db, anchor);
      const toCards = (rows: CardRow[]) => rows.map((row) => toCard(row, view));
      reply.header('Cache-Control', 'public, max-age=300');
      return {
        nearby: toCards(groups.nearby),
        similar_price: toCards(groups.similarPrice),
        similar_area: toCards(groups.similarArea),
      };
    },
  );
}
