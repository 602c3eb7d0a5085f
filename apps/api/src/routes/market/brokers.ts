import { BrokerDetail, BrokerPage, BrokersQuery, IdParams } from '@591/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { communities, listings } from '../../db/schema/index.ts';
import { daysSince } from '../../domain/listing-status.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { brokerActivity, brokerListings, brokerNames } from '../../services/brokers.ts';
import { inSearch } from '../../services/listing-availability.ts';
import { type CardRow, cardColumns, communityJoin } from '../../services/listing-columns.ts';
import { toCard } from '../../services/listing-view.ts';

/** Brokers change as their listings do. */
const CACHE = 'public, max-age=300';
/** A broker's page shows their newest listings, at most this many. */
const LISTINGS_SHOWN = 60;

/** 找經紀人: members who post as brokers, by region and district, each with their listings. */
export default async function brokerRoutes(app: Api, { db, catalog, site }: ApiDeps) {
  const view = { catalog, apiOrigin: site.apiOrigin };

  /** The page's brokers, whole: name and licence, districts, listings in search. */
  async function summaries(counted: { memberId: number; districts: number[] }[]) {
    const ids = counted.map((broker) => broker.memberId);
    const [names, activity] = await Promise.all([brokerNames(db, ids), brokerActivity(db, ids)]);
    return counted.map(({ memberId, districts }) => ({
      id: memberId,
      name: names.get(memberId)?.name ?? '',
      licence: names.get(memberId)?.licence ?? '',
      districts: districts.map((id) => ({ id, name: catalog.districtById.get(id)?.name ?? '' })),
      activeListings: activity.get(memberId)?.active ?? 0,
      confirmedDaysAgo: daysSince(
        activity.get(memberId)?.lastConfirmedAt ?? new Date(0),
        new Date(),
      ),
    }));
  }

  app.get(
    '/v1/brokers',
    { schema: { querystring: BrokersQuery, response: { 200: BrokerPage } } },
    async (request, reply) => {
      const { regionid, sectionid, page, pageSize } = request.query;
      if (!catalog.regionById.has(regionid)) {
        throw new HttpError(404, `Region ${regionid} does not exist`);
      }
      if (sectionid !== undefined && catalog.districtById.get(sectionid)?.regionId !== regionid) {
        throw new HttpError(400, `querystring/sectionid must be a district of region ${regionid}`);
      }
      // Brokers per district are few (a region has hundreds at most): counted whole, paged here.
      const rows = await db
        .select({
          memberId: listings.memberId,
          districtId: listings.districtId,
          listed: count(),
        })
        .from(listings)
        .where(
          brokerListings(
            eq(listings.regionId, regionid),
            sectionid === undefined ? undefined : eq(listings.districtId, sectionid),
            inSearch(),
          ),
        )
        .groupBy(listings.memberId, listings.districtId);
      const byBroker = new Map<
        number,
        { memberId: number; listed: number; districts: [number, number][] }
      >();
      for (const row of rows) {
        const broker = byBroker.get(row.memberId!) ?? {
          memberId: row.memberId!,
          listed: 0,
          districts: [],
        };
        broker.listed += row.listed;
        broker.districts.push([row.districtId, row.listed]);
        byBroker.set(row.memberId!, broker);
      }
      const ranked = [...byBroker.values()].sort(
        (a, b) => b.listed - a.listed || a.memberId - b.memberId,
      );
      const shown = ranked.slice((page - 1) * pageSize, page * pageSize).map((broker) => ({
        memberId: broker.memberId,
        districts: broker.districts.sort((a, b) => b[1] - a[1]).map(([id]) => id),
      }));
      reply.header('Cache-Control', CACHE);
      return { total: ranked.length, page, pageSize, items: await summaries(shown) };
    },
  );

  app.get(
    '/v1/brokers/:id',
    { schema: { params: IdParams, response: { 200: BrokerDetail } } },
    async (request, reply) => {
      const memberId = request.params.id;
      const cards = await db
        .select(cardColumns)
        .from(listings)
        .leftJoin(communities, communityJoin)
        .where(and(eq(listings.memberId, memberId), inSearch()))
        .orderBy(desc(listings.postedAt))
        .limit(LISTINGS_SHOWN);
      const districtRows = await db
        .select({ districtId: listings.districtId, listed: count() })
        .from(listings)
        .where(brokerListings(eq(listings.memberId, memberId), inSearch()))
        .groupBy(listings.districtId)
        .orderBy(desc(count()));
      if (districtRows.length === 0) throw new HttpError(404, '找不到這位經紀人');
      const [summary] = await summaries([
        { memberId, districts: districtRows.map((row) => row.districtId) },
      ]);
      reply.header('Cache-Control', CACHE);
      return {
        ...summary!,
        listings: cards.map((row) => toCard(row as unknown as CardRow, view)),
      };
    },
  );
}
