import { startOfTaiwanDay, VIEWING_ANSWER_HOURS, VIEWING_OPEN_STATUSES } from '@591/config';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listings, viewingSettings, viewings } from '../../db/schema/index.ts';
import { FieldError, HttpError } from '../../lib/http-errors.ts';
import {
  refuseOverDailyBookings,
  refuseSecondBooking,
  takeBookingTurn,
} from '../booking-fairness.ts';
import { alertViewing } from './viewing-alerts.ts';
import type { ViewingFields } from './viewing-form.ts';
import { noteViewing } from './viewing-notes.ts';
import { holdPlace, SLOT_FULL } from './viewing-places.ts';
import { hasViewingTimes, type ViewingSettingsRow } from './viewing-slots.ts';
import { type ViewingListing, type ViewingRow, viewingListingColumns } from './viewing-view.ts';

export const VIEWING_NOT_FOUND = '找不到這個物件，或它不開放預約看屋';
export const ANSWER_MS = VIEWING_ANSWER_HOURS * 3_600_000;

/** A listing seekers may book, its poster, and the times the poster opened (null: none). */
export interface ViewingTarget {
  listing: ViewingListing;
  posterId: number;
  settings: ViewingSettingsRow | null;
}

/**
 * The listing a booking is for: one a member posted (someone must answer) and still shown.
 * Settings switched off or without times count as none: the seeker asks for a day.
 */
export async function viewingTarget(db: Database, listingId: number): Promise<ViewingTarget> {
  const [row] = await db
    .select({
      listing: viewingListingColumns,
      status: listings.status,
      posterId: listings.memberId,
      settings: viewingSettings,
    })
    .from(listings)
    .leftJoin(viewingSettings, eq(viewingSettings.listingId, listings.id))
    .where(eq(listings.id, listingId));
  if (!row || row.posterId === null) throw new HttpError(404, VIEWING_NOT_FOUND);
  if (row.status !== 'active') throw new HttpError(409, '這個物件已下架或暫停刊登，無法預約看屋');
  return {
    listing: row.listing,
    posterId: row.posterId,
    settings: hasViewingTimes(row.settings) ? row.settings : null,
  };
}

/** A booking made, or (`repeated`) the one the same request made before: nothing new to tell. */
export interface BookedViewing {
  viewing: ViewingRow;
  alertIds: number[];
  conversationId: number | null;
  repeated: boolean;
}

export const SECOND_VIEWING = '您已預約這個物件的看屋，請先取消原本的預約，再改約其他時間';

/** The same time asked again: a slot, or a day and part of day. */
const isSameRequest = (booked: ViewingRow, fields: ViewingFields) =>
  booked.slotStart?.getTime() === fields.slotStart?.getTime() &&
  booked.askedDate === fields.askedDate &&
  booked.askedPartOfDay === fields.askedPartOfDay;

/**
 * Books a slot (instant: confirmed at once; otherwise a request the poster answers within a
 * day), or asks for a day. A full slot is refused and nothing is kept. Poster and member
 * seeker are told in 通知中心; answers the booking and the alerts to push. A mobile holds one
 * open booking per listing and makes BOOKINGS_PER_DAY a day.
 */
export async function createViewing(
  db: Database,
  target: ViewingTarget,
  fields: ViewingFields,
  seekerId: number | null,
  now: Date,
): Promise<BookedViewing> {
  if (seekerId === target.posterId) throw new HttpError(409, '這是您刊登的物件，無法預約看屋');
  const { settings } = target;
  const instant = settings?.mode === 'instant' && fields.slotStart !== null;
  return db.transaction(async (tx) => {
    await takeBookingTurn(tx, 'viewing', fields.mobile);
    const [open] = await tx
      .select()
      .from(viewings)
      .where(
        and(
          eq(viewings.listingId, target.listing.id),
          eq(viewings.mobile, fields.mobile),
          inArray(viewings.status, [...VIEWING_OPEN_STATUSES]),
        ),
      )
      .limit(1);
    if (open) {
      if (!isSameRequest(open, fields)) refuseSecondBooking(SECOND_VIEWING);
      return { viewing: open, alertIds: [], conversationId: null, repeated: true };
    }
    const [today] = await tx
      .select({ booked: count() })
      .from(viewings)
      .where(
        and(eq(viewings.mobile, fields.mobile), gte(viewings.createdAt, startOfTaiwanDay(now))),
      );
    refuseOverDailyBookings(today?.booked ?? 0, '預約看屋', now);
    const [viewing] = await tx
      .insert(viewings)
      .values({
        listingId: target.listing.id,
        seekerMemberId: seekerId,
        ...fields,
        slotMinutes: settings?.slotMinutes ?? 30,
        status: instant ? 'confirmed' : 'requested',
        createdAt: now,
        updatedAt: now,
        expiresAt: instant ? null : new Date(now.getTime() + ANSWER_MS),
      })
      .returning();
    if (settings && fields.slotStart) {
      const held = await holdPlace(tx, {
        viewingId: viewing!.id,
        listingId: target.listing.id,
        slotStart: fields.slotStart,
        places: settings.places,
      });
      // Thrown inside the transaction: the booking row goes with it.
      if (!held) throw new FieldError('slotStart', SLOT_FULL);
    }
    const event = instant ? 'booked' : 'requested';
    const alertIds = [
      ...(await alertViewing(tx, viewing!.id, event, [target.posterId])),
      ...(await alertViewing(tx, viewing!.id, event, [seekerId])),
    ];
    const conversationId = await noteViewing(tx, viewing!.id, event, now);
    return { viewing: viewing!, alertIds, conversationId, repeated: false };
  });
}
