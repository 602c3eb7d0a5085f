import { PkCommunityAnswer, PkInfoAnswer, PkQuery, PkSurroundingAnswer } from '@591/contract';
import { and, avg, count, eq, inArray } from 'drizzle-orm';
import { communities, listingDetails, listings } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { distanceMetres } from '../../lib/geo.ts';
import { parseListingIds } from '../../lib/listing-ids.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { type CardRow, cardColumns, communityJoin } from '../../services/listing-columns.ts';
import { communityFacts, toCard } from '../../services/listing-view.ts';

/** The house comparison (house-pk) calls: up to six sale listings side by side. */
export default async function housePkRoutes(app: Api, { db, catalog, site }: ApiDeps) {
  const view = { catalog, apiOrigin: site.apiOrigin };

  /** Sale listings among the ids, in the order asked, and the ids that are not sale listings. */
  async function saleListings(ids: number[]) {
    const rows = await db
      .select({ ...cardColumns, facts: listingDetails.facts, community: communities })
      .from(listings)
      .innerJoin(listingDetails, eq(listingDetails.listingId, listings.id))
      .leftJoin(communities, communityJoin)
      .where(and(inArray(listings.id, ids), eq(listings.section, 'sale')));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      found: ids.flatMap((id) => byId.get(id) ?? []),
      missing: ids.filter((id) => !byId.has(id)),
    };
  }

  app.get(
    '/v1/web/pk/sale/info',
    { schema: { querystring: PkQuery, response: { 200: PkInfoAnswer } } },
    async (request) => {
      const { found, missing } = await saleListings(parseListingIds(request.query.ids));
      return {
        status: 1 as const,
        data: {
          items: found.map((row) => ({
            ...toCard(row as CardRow, view),
            sale: row.facts.sale ?? null,
          })),
          missing,
        },
      };
    },
  );

  app.get(
    '/v1/web/pk/sale/community',
    { schema: { querystring: PkQuery, response: { 200: PkCommunityAnswer } } },
    async (request) => {
      const { found, missing } = await saleListings(parseListingIds(request.query.ids));
      const communityIds = [...new Set(found.flatMap((row) => row.community?.id ?? []))];
      const stats = communityIds.length
        ? await db
            .select({
              communityId: listings.communityId,
              onSale: count(),
              averageUnitPrice: avg(listings.unitPrice),
            })
            .from(listings)
            .where(
              and(
                inArray(listings.communityId, communityIds),
                eq(listings.section, 'sale'),
                eq(listings.kind, 9),
              ),
            )
            .groupBy(listings.communityId)
        : [];
      const statsOf = new Map(stats.map((row) => [row.communityId, row]));
      const now = new Date();
      return {
        status: 1 as const,
        data: {
          items: found.map(({ id, community }) => ({
            id,
            community: community && {
              ...communityFacts(community, now),
              onSale: statsOf.get(community.id)?.onSale ?? 0,
              averageUnitPrice:
                Math.round(Number(statsOf.get(community.id)?.averageUnitPrice ?? 0) * 100) / 100,
            },
          })),
          missing,
        },
      };
    },
  );

  app.get(
    '/v1/web/pk/sale/surrounding',
    { schema: { querystring: PkQuery, response: { 200: PkSurroundingAnswer } } },
    async (request) => {
      const { found, missing } = await saleListings(parseListingIds(request.query.ids));
      const within = <T extends { lat: number; lng: number }>(
        places: T[],
        point: { lat: number; lng: number },
        metres: number,
      ) =>
        places
          .map((place) => ({ place, metres: Math.round(distanceMetres(place, point)) }))
          .filter((entry) => entry.metres <= metres)
          .sort((a, b) => a.metres - b.metres);
      const stations = [...catalog.stationById.values()];
      return {
        status: 1 as const,
        data: {
          items: found.map((row) => ({
            id: row.id,
            metro: within(stations, row, 1500)
              .slice(0, 3)
              .map(({ place, metres }) => ({
                stationId: place.id,
                stationName: place.name,
                lineName: catalog.lineById.get(place.lineId)?.name ?? '',
                metres,
              })),
            universities: within(catalog.universities, row, 3000)
              .slice(0, 3)
              .map(({ place, metres }) => ({ id: place.id, name: place.name, metres })),
            businessCircles: within(catalog.circles, row, 2000)
              .slice(0, 3)
              .map(({ place, metres }) => ({ id: place.id, name: place.name, metres })),
          })),
          missing,
        },
      };
    },
  );
}
