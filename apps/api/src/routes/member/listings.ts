import {
  ConfirmationAnswer,
  IdParams,
  MyListings,
  NewPrice,
  NewStatus,
  PageQuery,
  PriceChangeAnswer,
  StatusChangeAnswer,
} from '@591/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { communities, listings } from '../../db/schema/index.ts';
import { POSTING_FIELD_MESSAGES } from '../../domain/posting-fields.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { pagedAnswer } from '../../lib/paged-answer.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { type CardRow, cardColumns, communityJoin } from '../../services/listing-columns.ts';
import { toCard } from '../../services/listing-view.ts';
import { recountListings } from '../../services/map-cells/cell-upkeep.ts';
import { changeAskingPrice, NOT_YOUR_LISTING, refuseFinal } from '../../services/repricing.ts';
import { cancelViewingsOnClose } from '../../services/viewings/viewings-of-closed-listing.ts';

/** 我的物件: the listings the member published, the latest first, as cards; and their prices. */
export default async function memberListingRoutes(
  app: Api,
  { db, site, catalog, listingEvents, texts, alertPushes }: ApiDeps,
) {
  const view = { catalog, apiOrigin: site.apiOrigin };

  app.get(
    '/v1/user/listings',
    { schema: { querystring: PageQuery, response: { 200: MyListings } } },
    async (request) => {
      const { member } = sessionOf(request);
      const { page, pageSize } = request.query;
      const own = eq(listings.memberId, member.id);
      const [rows, totals] = await Promise.all([
        db
          .select(cardColumns)
          .from(listings)
          .leftJoin(communities, communityJoin)
          .where(own)
          .orderBy(desc(listings.postedAt), desc(listings.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(listings).where(own),
      ]);
      return pagedAnswer(
        request.query,
        totals,
        rows.map((row) => toCard(row as CardRow, view)),
      );
    },
  );

  /** A new asking price: a drop shows as 降價 (see repriced), and every change is kept. */
  app.post(
    '/v1/user/listings/:id/price',
    {
      config: { fieldMessages: { price: POSTING_FIELD_MESSAGES.price } },
      schema: { params: IdParams, body: NewPrice, response: { 200: PriceChangeAnswer } },
    },
    async (request) => {
      const { member } = sessionOf(request);
      const changed = await changeAskingPrice(
        { db, listingEvents },
        member.id,
        request.params.id,
        request.body.price,
      );
      return { status: 1 as const, data: changed };
    },
  );

  /** The member's own listing, or a 404 that does not say whether someone else's exists. */
  async function ownListing(memberId: number, id: number) {
    const [listing] = await db
      .select({ id: listings.id, status: listings.status, type: listings.type })
      .from(listings)
      .where(and(eq(listings.id, id), eq(listings.memberId, memberId)));
    if (!listing) throw new HttpError(404, NOT_YOUR_LISTING);
    return listing;
  }

  /**
   * 暫停刊登, 恢復刊登, or 已出租/已售出 (closed: out of search for good, the detail page says so).
   * Resuming counts as confirming it is available.
   */
  app.post(
    '/v1/user/listings/:id/status',
    {
      config: { fieldMessages: { status: '請選擇刊登中、暫停刊登或已出租／已售出' } },
      schema: { params: IdParams, body: NewStatus, response: { 200: StatusChangeAnswer } },
    },
    async (request) => {
      const { member } = sessionOf(request);
      const listing = await ownListing(member.id, request.params.id);
      const { status } = request.body;
      if (listing.status === status)
        return { status: 1 as const, data: { id: listing.id, status } };
      refuseFinal(listing.status);
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(listings)
          .set({
            status,
            updatedAt: now,
            ...(status === 'closed' && { closedAt: now }),
            ...(status === 'active' && { confirmedAt: now }),
          })
          .where(eq(listings.id, listing.id));
        if (status === 'closed') await listingEvents.closed(listing.id, tx);
      });
      await recountListings(db, [listing.id]);
      if (status === 'closed') {
        await cancelViewingsOnClose({ db, texts, alertPushes }, listing.id, now);
      }
      return { status: 1 as const, data: { id: listing.id, status } };
    },
  );

  /** 確認仍可租／仍在售: one click, and the listing is fresh in search again. */
  app.post(
    '/v1/user/listings/:id/confirm',
    {
      schema: { params: IdParams, response: { 200: ConfirmationAnswer } },
    },
    async (request) => {
      const { member } = sessionOf(request);
      const listing = await ownListing(member.id, request.params.id);
      refuseFinal(listing.status);
      const now = new Date();
      await db.update(listings).set({ confirmedAt: now }).where(eq(listings.id, listing.id));
      // A listing aged out of search comes back to the map.
      await recountListings(db, [listing.id]);
      return { status: 1 as const, data: { id: listing.id, confirmedAt: now.toISOString() } };
    },
  );
}
