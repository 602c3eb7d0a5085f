import {
  CollectAnswer,
  CollectBody,
  CollectStatusAnswer,
  CollectStatusQuery,
  FavouritesAnswer,
  FavouritesQuery,
} from '@591/contract';
import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { communities, favourites, listings } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { parseListingIds } from '../../lib/listing-ids.ts';
import { NOT_FOUND_MESSAGE } from '../../lib/not-found-messages.ts';
import { pagedAnswer } from '../../lib/paged-answer.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { type CardRow, cardColumns, communityJoin } from '../../services/listing-columns.ts';
import { toCard } from '../../services/listing-view.ts';

export default async function favouriteRoutes(app: Api, { db, site, catalog }: ApiDeps) {
  const view = { catalog, apiOrigin: site.apiOrigin };

  app.post(
    '/api/collect/collectWare',
    {
      schema: { body: CollectBody, response: { 200: CollectAnswer } },
    },
    async (request) => {
      const memberId = sessionOf(request).member.id;
      const { id, action } = request.body;
      if (action === 'remove') {
        await db
          .delete(favourites)
          .where(and(eq(favourites.memberId, memberId), eq(favourites.listingId, id)));
        return { status: 1 as const, data: { id, collected: false } };
      }
      const [listing] = await db
        .select({ id: listings.id })
        .from(listings)
        .where(eq(listings.id, id));
      if (!listing) throw new HttpError(404, NOT_FOUND_MESSAGE);
      await db.insert(favourites).values({ memberId, listingId: id }).onConflictDoNothing();
      return { status: 1 as const, data: { id, collected: true } };
    },
  );

  app.get(
    '/v1/web/fav-list',
    {
      schema: { querystring: FavouritesQuery, response: { 200: FavouritesAnswer } },
    },
    async (request) => {
      const memberId = sessionOf(request).member.id;
      const { page, pageSize, priceDrop } = request.query;
      const kept = and(
        eq(favourites.memberId, memberId),
        priceDrop ? isNotNull(listings.priceDrop) : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select({ ...cardColumns, collectedAt: favourites.createdAt })
          .from(favourites)
          .innerJoin(listings, eq(listings.id, favourites.listingId))
          .leftJoin(communities, communityJoin)
          .where(kept)
          .orderBy(desc(favourites.createdAt), desc(favourites.listingId))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: count() })
          .from(favourites)
          .innerJoin(listings, eq(listings.id, favourites.listingId))
          .where(kept),
      ]);
      const items = rows.map((row) => ({
        ...toCard(row as CardRow, view),
        collectedAt: row.collectedAt.toISOString(),
      }));
      return pagedAnswer(request.query, totals, items);
    },
  );

  // Which of a page's listings the member saved: lets list and detail pages mark them.
  app.get(
    '/api/collect/status',
    {
      schema: { querystring: CollectStatusQuery, response: { 200: CollectStatusAnswer } },
    },
    async (request) => {
      const memberId = sessionOf(request).member.id;
      const ids = parseListingIds(request.query.ids);
      const rows = await db
        .select({ id: favourites.listingId })
        .from(favourites)
        .where(and(eq(favourites.memberId, memberId), inArray(favourites.listingId, ids)));
      const saved = new Set(rows.map((row) => row.id));
      return { status: 1 as const, data: { collected: ids.filter((id) => saved.has(id)) } };
    },
  );
}
