import { SECTION_IDS } from '@591/config';
import {
  IdParams,
  ListingDetail,
  ListingPage,
  ListingRecommendations,
  SearchQuery,
} from '@591/contract';
import { and, eq } from 'drizzle-orm';
import { communities, listingDetails, listings, searchVersions } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { NOT_FOUND_MESSAGE } from '../../lib/not-found-messages.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { REAL_PRICE_KEY, searchKey, tellDataVersion } from '../../services/data-versions.ts';
import { type CardRow, cardColumns, communityJoin } from '../../services/listing-columns.ts';
import { listingSearcher } from '../../services/listing-search.ts';
import { toCard, toDetail } from '../../services/listing-view.ts';
import { newestDeals, shownCommunityDeals } from '../../services/real-price/community-deals.ts';
import { toDeal } from '../../services/real-price/deal-view.ts';
import { releasesVersion } from '../../services/real-price/releases.ts';
import { rentMarketOf } from '../../services/real-price/rent-market.ts';
import { recommendationsFor } from '../../services/recommendations.ts';
import { parseSearch } from '../../services/search-params.ts';

/** A listing's detail shows its community's newest registered deals, this many. */
const LAST_DEALS = 3;

export default async function listingRoutes(app: Api, { db, catalog, site }: ApiDeps) {
  const view = { catalog, apiOrigin: site.apiOrigin };
  const search = listingSearcher(db, catalog, (row) => toCard(row, view));

  for (const section of SECTION_IDS) {
    app.get(
      `/v1/${section}/listings`,
      { schema: { querystring: SearchQuery, response: { 200: ListingPage } } },
      async (request, reply) => {
        const filters = parseSearch(section, request.query);
        reply.header('Cache-Control', 'public, max-age=30');
        const { answer, version } = await search(filters);
        tellDataVersion(reply, { [searchKey(section, filters.region)]: version });
        return answer;
      },
    );
  }

  /** A community's newest registered deals, for the detail of a listing in it. */
  async function lastDealsOf(community: typeof communities.$inferSelect) {
    const regionName = catalog.regionById.get(community.regionId)?.name ?? '';
    const { where } = await shownCommunityDeals(db, community, regionName);
    return (await newestDeals(db, where, LAST_DEALS)).map(toDeal);
  }

  app.get(
    '/v1/listings/:id',
    { schema: { params: IdParams, response: { 200: ListingDetail } } },
    async (request, reply) => {
      // Read before the community's deals and the rent market the detail shows (an import
      // after it is a newer version than the answer's).
      const [deals, [row]] = await Promise.all([
        releasesVersion(db),
        db
          .select({
            ...cardColumns,
            description: listingDetails.description,
            facts: listingDetails.facts,
            posterName: listings.posterName,
            brokerLicence: listings.brokerLicence,
            hiddenReason: listings.hiddenReason,
            universityId: listings.universityId,
            circleId: listings.circleId,
            community: communities,
            market: listings.market,
            // Read in the same statement as the listing, so the version is the one it is current for.
            searchVersion: searchVersions.version,
          })
          .from(listings)
          .innerJoin(listingDetails, eq(listingDetails.listingId, listings.id))
          .leftJoin(communities, communityJoin)
          .leftJoin(
            searchVersions,
            and(
              eq(searchVersions.section, listings.section),
              eq(searchVersions.regionId, listings.regionId),
            ),
          )
          .where(eq(listings.id, request.params.id)),
      ]);
      if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE);
      reply.header('Cache-Control', 'public, max-age=60');
      tellDataVersion(reply, {
        [searchKey(row.section, row.regionId)]: row.searchVersion ?? 0,
        [REAL_PRICE_KEY]: deals,
      });
      const detail = toDetail(row as typeof row & CardRow, view);
      const [lastDeals, rentMarket] = await Promise.all([
        row.community && detail.community ? lastDealsOf(row.community) : undefined,
        detail.section === 'rent' ? rentMarketOf(db, catalog, detail) : null,
      ]);
      return {
        ...detail,
        community:
          detail.community && lastDeals ? { ...detail.community, lastDeals } : detail.community,
        rentMarket,
      };
    },
  );

  app.get(
    '/v1/listings/:id/recommendations',
    { schema: { params: IdParams, response: { 200: ListingRecommendations } } },
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
