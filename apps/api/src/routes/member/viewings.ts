import {
  IdParams,
  MyViewingsQuery,
  ViewingPage,
  ViewingSettings,
  ViewingSettingsAnswer,
} from '@591/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { listings, viewingSettings, viewings } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { pagedAnswer } from '../../lib/paged-answer.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { NOT_YOUR_LISTING } from '../../services/repricing.ts';
import { viewingOfMember } from '../../services/viewings/viewing-changes.ts';
import {
  DEFAULT_VIEWING_SETTINGS,
  VIEWING_SETTINGS_MESSAGES,
  viewingSettingsFields,
} from '../../services/viewings/viewing-settings-form.ts';
import {
  toViewing,
  viewingCalendar,
  viewingListingColumns,
} from '../../services/viewings/viewing-view.ts';

/**
 * 預約看屋 in the member centre: the member's bookings and those at their listings, a
 * booking's calendar file, and the times a poster opens per listing.
 */
export default async function memberViewingRoutes(app: Api, { db, site }: ApiDeps) {
  /** The member's bookings (role=seeker) or those at their listings (role=poster), newest first. */
  app.get(
    '/v1/user/viewings',
    {
      schema: { querystring: MyViewingsQuery, response: { 200: ViewingPage } },
    },
    async (request) => {
      const memberId = sessionOf(request).member.id;
      const { role } = request.query;
      const which =
        role === 'seeker' ? eq(viewings.seekerMemberId, memberId) : eq(listings.memberId, memberId);
      const { page, pageSize } = request.query;
      const [rows, totals] = await Promise.all([
        db
          .select({
            viewing: viewings,
            listing: viewingListingColumns,
          })
          .from(viewings)
          .innerJoin(listings, eq(listings.id, viewings.listingId))
          .where(which)
          .orderBy(desc(viewings.createdAt), desc(viewings.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: count() })
          .from(viewings)
          .innerJoin(listings, eq(listings.id, viewings.listingId))
          .where(which),
      ]);
      return pagedAnswer(
        request.query,
        totals,
        rows.map((row) => toViewing(row.viewing, row.listing, role)),
      );
    },
  );

  /** A booking as a calendar file, for either side to add to their calendar. */
  app.get(
    '/v1/user/viewings/:id/calendar.ics',
    { schema: { params: IdParams } },
    async (request, reply) => {
      const { viewing, listing } = await viewingOfMember(
        db,
        request.params.id,
        sessionOf(request).member.id,
      );
      reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="viewing-${viewing.id}.ics"`)
        .header('Cache-Control', 'private, no-store');
      return viewingCalendar(viewing, listing, site.site);
    },
  );

  async function ownListingId(memberId: number, id: number): Promise<number> {
    const [listing] = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.id, id), eq(listings.memberId, memberId)));
    if (!listing) throw new HttpError(404, NOT_YOUR_LISTING);
    return listing.id;
  }

  app.get(
    '/v1/user/listings/:id/viewing-settings',
    {
      schema: { params: IdParams, response: { 200: ViewingSettingsAnswer } },
    },
    async (request) => {
      const listingId = await ownListingId(sessionOf(request).member.id, request.params.id);
      const [row] = await db
        .select()
        .from(viewingSettings)
        .where(eq(viewingSettings.listingId, listingId));
      const {
        listingId: _,
        updatedAt: __,
        ...settings
      } = row ?? { ...DEFAULT_VIEWING_SETTINGS, listingId, updatedAt: null };
      return { status: 1 as const, data: settings };
    },
  );

  app.put(
    '/v1/user/listings/:id/viewing-settings',
    {
      config: { fieldMessages: VIEWING_SETTINGS_MESSAGES },
      schema: { params: IdParams, body: ViewingSettings, response: { 200: ViewingSettingsAnswer } },
    },
    async (request) => {
      const listingId = await ownListingId(sessionOf(request).member.id, request.params.id);
      const now = new Date();
      const settings = viewingSettingsFields(request.body, now);
      await db
        .insert(viewingSettings)
        .values({ listingId, ...settings, updatedAt: now })
        .onConflictDoUpdate({
          target: viewingSettings.listingId,
          set: { ...settings, updatedAt: now },
        });
      return { status: 1 as const, data: settings };
    },
  );
}
