import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { communities, favourites, listings } from '../db/schema/index.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { sessionOf } from '../plugins/member-guard.ts';
import { refuseForeignOrigin } from '../plugins/origin-guard.ts';
import { type CardRow, cardColumns, communityJoin } from '../services/listing-columns.ts';
import { toCard } from '../services/listing-view.ts';
import type { Api, ApiDeps } from './deps.ts';
import { NOT_FOUND_MESSAGE } from './listings.ts';
import { pagedAnswer, pageParams, parseListingIds, positiveId } from './schemas.ts';

/** Up to a list page's worth of ids (100), comma-separated. */
const statusIds = { type: 'string', pattern: '^\\d{1,10}(,\\d{1,10}){0,99}$' } as const;

export function registerFavouriteRoutes(app: Api, { db, site, catalog }: ApiDeps) {
  const view = { catalog, apiOrigin: site.apiOrigin };

  app.post<{ Body: { id: number; action: 'add' | 'remove' } }>(
    '/api/collect/collectWare',
    {
      config: { member: true },
      preHandler: refuseForeignOrigin(site),
      schema: {
        body: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: {
            id: positiveId,
            action: { type: 'string', enum: ['add', 'remove'], default: 'add' },
          },
        },
      },
    },
    async (request) => {
      const memberId = sessionOf(request).member.id;
      const { id, action } = request.body;
      if (action === 'remove') {
        await db
          .delete(favourites)
          .where(and(eq(favourites.memberId, memberId), eq(favourites.listingId, id)));
        return { status: 1, data: { id, collected: false } };
      }
      const [listing] = await db
        .select({ id: listings.id })
        .from(listings)
        .where(eq(listings.id, id));
      if (!listing) throw new HttpError(404, NOT_FOUND_MESSAGE);
      await db.insert(favourites).values({ memberId, listingId: id }).onConflictDoNothing();
      return { status: 1, data: { id, collected: true } };
    },
  );

  app.get<{ Querystring: { page: number; pageSize: number; priceDrop: boolean } }>(
    '/v1/web/fav-list',
    {
      config: { member: true },
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageParams,
            /** Only those whose price came down (the home page's 收藏降價). */
            priceDrop: { type: 'boolean', default: false },
          },
        },
      },
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
      return pagedAnswer(
        { page, pageSize },
        totals,
        rows.map((row) => ({
          ...toCard(row as CardRow, view),
          collectedAt: row.collectedAt.toISOString(),
        })),
      );
    },
  );

  // Which of a page's listings the member saved: lets list and detail pages mark them.
  app.get<{ Querystring: { ids: string } }>(
    '/api/collect/status',
    {
      config: { member: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['ids'],
          additionalProperties: false,
          properties: { ids: statusIds },
        },
      },
    },
    async (request) => {
      const memberId = sessionOf(request).member.id;
      const ids = parseListingIds(request.query.ids);
      const rows = await db
        .select({ id: favourites.listingId })
        .from(favourites)
        .where(and(eq(favourites.memberId, memberId), inArray(favourites.listingId, ids)));
      const saved = new Set(rows.map((row) => row.id));
      return { status: 1, data: { collected: ids.filter((id) => saved.has(id)) } };
    },
  );
}
