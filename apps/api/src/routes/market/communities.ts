import { REAL_PRICE_SOURCE } from '@591/config';
import {
  CommunitiesQuery,
  CommunityDealsQuery,
  CommunityDetail,
  CommunityPage,
  DealPage,
  IdParams,
} from '@591/contract';
import { and, asc, count, desc, eq, gt, ilike, like, lte, or, type SQL, sql } from 'drizzle-orm';
import { communities, listings, realPriceDeals } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { inSearch } from '../../services/listing-availability.ts';
import { type CardRow, cardColumns, communityJoin } from '../../services/listing-columns.ts';
import { communityFacts, toCard } from '../../services/listing-view.ts';
import type { LocationCatalog } from '../../services/location-catalog.ts';
import {
  newestDeals,
  roadPrefixOf,
  shownCommunityDeals,
} from '../../services/real-price/community-deals.ts';
import { toDeal } from '../../services/real-price/deal-view.ts';
import { medianDeals, medianUnitPrice, roundedMedian } from '../../services/real-price/median.ts';

/** Communities change with the catalogue; their deals only with an import. */
const CACHE = 'public, max-age=300';
const LISTINGS_SHOWN = 12;
const DEALS_SHOWN = 20;

type CommunityRow = typeof communities.$inferSelect;

/** A community's road: its address less its district's name. */
function roadOf(community: CommunityRow, catalog: LocationCatalog): string {
  const district = catalog.districtById.get(community.districtId);
  return district ? community.address.replace(district.name, '') : community.address;
}

/** The registered home sales on a community's road in its district, whatever the number. */
function onRoad(community: CommunityRow, catalog: LocationCatalog): SQL {
  const region = catalog.regionById.get(community.regionId);
  return and(
    eq(realPriceDeals.kind, 'sale'),
    eq(realPriceDeals.districtId, community.districtId),
    like(realPriceDeals.address, `${roadPrefixOf(region?.name ?? '', community)}%`),
  )!;
}

/** Median 萬/坪 without parking of the home sales that `where` picks (see medianDeals). */
async function medianOf(db: ApiDeps['db'], where: SQL): Promise<number | null> {
  const [row] = await db
    .select({ median: medianUnitPrice })
    .from(realPriceDeals)
    .where(medianDeals(where));
  return roundedMedian(row?.median);
}

/** 找社區: a region's communities, searched and sorted, and each with its listings and deals. */
export default async function communityRoutes(app: Api, { db, catalog, site }: ApiDeps) {
  const view = { catalog, apiOrigin: site.apiOrigin };
  // Named in full: drizzle writes a column of the outer query unqualified, which inside the
  // subquery would be the listing's own id.
  const outerId = sql.raw('"communities"."id"');
  const listed = (section: 'sale' | 'rent') =>
    sql<number>`(select count(*)::int from ${listings} where ${listings.communityId} = ${outerId} and ${listings.section} = ${section} and ${inSearch()})`;
  // Per request: what is in search depends on today's date.
  const summaryColumns = () => ({
    community: communities,
    saleCount: listed('sale'),
    rentCount: listed('rent'),
  });
  const summaryOf = ({
    community,
    saleCount,
    rentCount,
  }: {
    community: CommunityRow;
    saleCount: number;
    rentCount: number;
  }) => {
    const district = catalog.districtById.get(community.districtId);
    const region = catalog.regionById.get(community.regionId);
    return {
      ...communityFacts(community, new Date()),
      regionId: community.regionId,
      regionName: region?.name ?? '',
      districtId: community.districtId,
      districtName: district?.name ?? '',
      saleCount: Number(saleCount),
      rentCount: Number(rentCount),
    };
  };

  app.get(
    '/v1/communities',
    { schema: { querystring: CommunitiesQuery, response: { 200: CommunityPage } } },
    async (request, reply) => {
      const { regionid, sectionid, q, ageMin, ageMax, order, page, pageSize } = request.query;
      if (ageMin !== undefined && ageMax !== undefined && ageMin >= ageMax) {
        throw new HttpError(400, 'querystring/ageMin must be less than ageMax');
      }
      const year = new Date().getUTCFullYear();
      if (!catalog.regionById.has(regionid)) {
        throw new HttpError(404, `Region ${regionid} does not exist`);
      }
      if (sectionid !== undefined && catalog.districtById.get(sectionid)?.regionId !== regionid) {
        throw new HttpError(400, `querystring/sectionid must be a district of region ${regionid}`);
      }
      const words = q?.trim();
      const where = and(
        eq(communities.regionId, regionid),
        sectionid === undefined ? undefined : eq(communities.districtId, sectionid),
        words
          ? or(ilike(communities.name, `%${words}%`), ilike(communities.address, `%${words}%`))
          : undefined,
        // 屋齡 now: built in or after the year that makes it younger than ageMax, and so on.
        ageMax === undefined ? undefined : gt(communities.builtYear, year - ageMax),
        ageMin === undefined ? undefined : lte(communities.builtYear, year - ageMin),
      );
      const orderBy = {
        listings: [desc(sql`${listed('sale')} + ${listed('rent')}`), asc(communities.id)],
        deals: [desc(communities.dealCount), asc(communities.id)],
        price: [sql`${communities.medianUnitPrice} desc nulls last`, asc(communities.id)],
        newest: [desc(communities.builtYear), asc(communities.id)],
        households: [desc(communities.households), asc(communities.id)],
      }[order];
      const [rows, totals] = await Promise.all([
        db
          .select(summaryColumns())
          .from(communities)
          .where(where)
          .orderBy(...orderBy)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(communities).where(where),
      ]);
      reply.header('Cache-Control', CACHE);
      return { total: totals[0]?.total ?? 0, page, pageSize, items: rows.map(summaryOf) };
    },
  );

  app.get(
    '/v1/communities/:id',
    { schema: { params: IdParams, response: { 200: CommunityDetail } } },
    async (request, reply) => {
      const [row] = await db
        .select(summaryColumns())
        .from(communities)
        .where(eq(communities.id, request.params.id));
      if (!row) throw new HttpError(404, '找不到這個社區');
      const { community } = row;
      const listingsOf = (section: 'sale' | 'rent') =>
        db
          .select(cardColumns)
          .from(listings)
          .leftJoin(communities, communityJoin)
          .where(
            and(eq(listings.communityId, community.id), eq(listings.section, section), inSearch()),
          )
          .orderBy(desc(listings.postedAt), desc(listings.id))
          .limit(LISTINGS_SHOWN);
      const regionName = catalog.regionById.get(community.regionId)?.name ?? '';
      const own = await shownCommunityDeals(db, community, regionName);
      const shown = eq(realPriceDeals.source, own.source);
      const homeSales = eq(realPriceDeals.kind, 'sale');
      const road = and(onRoad(community, catalog), shown)!;
      const [sale, rent, deals, roadMedian, districtMedian] = await Promise.all([
        listingsOf('sale'),
        listingsOf('rent'),
        newestDeals(db, own.where, DEALS_SHOWN),
        medianOf(db, road),
        medianOf(db, and(homeSales, shown, eq(realPriceDeals.districtId, community.districtId))!),
      ]);
      reply.header('Cache-Control', CACHE);
      return {
        ...summaryOf(row),
        road: roadOf(community, catalog),
        lat: community.lat,
        lng: community.lng,
        sale: sale.map((card) => toCard(card as CardRow, view)),
        rent: rent.map((card) => toCard(card as CardRow, view)),
        deals: deals.map(toDeal),
        roadMedianUnitPrice: roadMedian,
        districtMedianUnitPrice: districtMedian,
        dealSource: { ...REAL_PRICE_SOURCE },
        dealsSample: own.source === 'generated',
      };
    },
  );

  app.get(
    '/v1/communities/:id/deals',
    { schema: { params: IdParams, querystring: CommunityDealsQuery, response: { 200: DealPage } } },
    async (request, reply) => {
      const [community] = await db
        .select()
        .from(communities)
        .where(eq(communities.id, request.params.id));
      if (!community) throw new HttpError(404, '找不到這個社區');
      const { page, pageSize } = request.query;
      const regionName = catalog.regionById.get(community.regionId)?.name ?? '';
      const { where, source } = await shownCommunityDeals(db, community, regionName);
      const [rows, totals] = await Promise.all([
        newestDeals(db, where, pageSize, (page - 1) * pageSize),
        db.select({ total: count() }).from(realPriceDeals).where(where),
      ]);
      reply.header('Cache-Control', CACHE);
      return {
        total: totals[0]?.total ?? 0,
        page,
        pageSize,
        items: rows.map(toDeal),
        source: { ...REAL_PRICE_SOURCE },
        sample: source === 'generated',
      };
    },
  );
}
