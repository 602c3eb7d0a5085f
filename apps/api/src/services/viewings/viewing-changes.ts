import {
  taiwanDate,
  VIEWING_DAYS_AHEAD,
  VIEWING_OPEN_STATUSES,
  VIEWING_STATUSES,
  type ViewingEvent,
  type ViewingStatus,
} from '@591/config';
import type { Viewing, ViewingCancelBody, ViewingUpdateBody } from '@591/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listings, viewingSettings, viewings } from '../../db/schema/index.ts';
import { FieldError, HttpError } from '../../lib/http-errors.ts';
import type { ConversationRow } from '../conversations/conversations.ts';
import { alertViewing } from './viewing-alerts.ts';
import { ANSWER_MS } from './viewing-bookings.ts';
import { instantOf } from './viewing-form.ts';
import { noteViewing } from './viewing-notes.ts';
import { type Executor, freePlace, holdPlace, SLOT_FULL } from './viewing-places.ts';
import { hasViewingTimes, isUpcomingSlot } from './viewing-slots.ts';
import { type ViewingListing, type ViewingRow, viewingListingColumns } from './viewing-view.ts';

export const VIEWING_NOT_YOURS = '找不到這筆預約';

/** A change's result: the booking as the member sees it now, and the alerts to push. */
export interface ViewingChange {
  viewing: ViewingRow;
  listing: ViewingListing;
  role: Viewing['role'];
  alertIds: number[];
}

/** A booking seen by one of its two sides, or a 404 that does not say whose it is. */
export async function viewingOfMember(db: Database, id: number, memberId: number) {
  const [row] = await db
    .select({
      viewing: viewings,
      listing: viewingListingColumns,
      posterId: listings.memberId,
      settings: viewingSettings,
    })
    .from(viewings)
    .innerJoin(listings, eq(listings.id, viewings.listingId))
    .leftJoin(viewingSettings, eq(viewingSettings.listingId, listings.id))
    .where(eq(viewings.id, id));
  const role: Viewing['role'] | null =
    row?.posterId === memberId
      ? 'poster'
      : row?.viewing.seekerMemberId === memberId
        ? 'seeker'
        : null;
  if (!row || !role) throw new HttpError(404, VIEWING_NOT_YOURS);
  return { ...row, role };
}

const statusName = (status: ViewingStatus) =>
  VIEWING_STATUSES.find((each) => each.id === status)?.name ?? status;

/**
 * Moves a booking from one of `from` to its new state, in one statement that checks the
 * state it was in: of two answers racing, the second finds it moved and is refused.
 */
async function move(
  tx: Executor,
  viewing: ViewingRow,
  from: readonly ViewingStatus[],
  change: Partial<typeof viewings.$inferInsert>,
  now: Date,
): Promise<ViewingRow> {
  if (!from.includes(viewing.status)) {
    throw new HttpError(409, `這筆預約${statusName(viewing.status)}，無法再變更`);
  }
  const [moved] = await tx
    .update(viewings)
    .set({ ...change, updatedAt: now })
    .where(and(eq(viewings.id, viewing.id), inArray(viewings.status, [...from])))
    .returning();
  if (!moved) throw new HttpError(409, '這筆預約剛有變更，請重新整理後再試');
  return moved;
}

/** The change as its maker sees it, with the other side told of it. */
async function told(
  tx: Executor,
  moved: ViewingRow,
  seen: Pick<ViewingChange, 'listing' | 'role'>,
  event: ViewingEvent,
  memberId: number | null,
  now: Date,
): Promise<ViewingChange> {
  await noteViewing(tx, moved.id, event, now);
  return { viewing: moved, ...seen, alertIds: await alertViewing(tx, moved.id, event, [memberId]) };
}

const onlyPoster = (role: Viewing['role']) => {
  if (role !== 'poster') throw new HttpError(403, '只有刊登者可以確認、提議或婉拒預約');
};

/** The poster confirms, proposes another slot or declines; the seeker accepts a proposal. */
export async function updateViewing(
  db: Database,
  memberId: number,
  body: ViewingUpdateBody,
  now: Date,
): Promise<ViewingChange> {
  const { viewing, listing, posterId, settings, role } = await viewingOfMember(
    db,
    body.id,
    memberId,
  );
  const seekerId = viewing.seekerMemberId;
  return db.transaction(async (tx) => {
    switch (body.action) {
      case 'confirm': {
        onlyPoster(role);
        const moved = await move(
          tx,
          viewing,
          ['requested'],
          { status: 'confirmed', expiresAt: null },
          now,
        );
        return told(tx, moved, { listing, role }, 'confirmed', seekerId, now);
      }
      case 'propose': {
        onlyPoster(role);
        const slotStart = instantOf(body.slotStart) ?? refuseSlot('請選擇要提議的時間');
        const times = hasViewingTimes(settings) ? settings : null;
        const lastDay = taiwanDate(now, VIEWING_DAYS_AHEAD - 1);
        if (
          times
            ? !isUpcomingSlot(times, slotStart, now)
            : slotStart <= now || taiwanDate(slotStart) > lastDay
        ) {
          refuseSlot(`請選擇 ${VIEWING_DAYS_AHEAD} 天內尚未開始的時段`);
        }
        const moved = await move(
          tx,
          viewing,
          ['requested'],
          { status: 'proposed', slotStart, expiresAt: new Date(now.getTime() + ANSWER_MS) },
          now,
        );
        await freePlace(tx, viewing.id);
        const held = await holdPlace(tx, {
          viewingId: viewing.id,
          listingId: listing.id,
          slotStart,
          places: times?.places ?? 1,
        });
        if (!held) throw new FieldError('slotStart', SLOT_FULL);
        return told(tx, moved, { listing, role }, 'proposed', seekerId, now);
      }
      case 'decline': {
        onlyPoster(role);
        const moved = await move(
          tx,
          viewing,
          ['requested', 'proposed'],
          { status: 'declined', reason: body.reason?.trim() || null, expiresAt: null },
          now,
        );
        await freePlace(tx, viewing.id);
        return told(tx, moved, { listing, role }, 'declined', seekerId, now);
      }
      case 'accept': {
        if (role !== 'seeker') throw new HttpError(403, '只有預約人可以接受提議的時間');
        const moved = await move(
          tx,
          viewing,
          ['proposed'],
          { status: 'confirmed', expiresAt: null },
          now,
        );
        return told(tx, moved, { listing, role }, 'accepted', posterId, now);
      }
    }
  });
}

const refuseSlot = (message: string): never => {
  throw new FieldError('slotStart', message);
};

/** Either side cancels a booking still open, with a reason; the other side is told. */
export async function cancelViewing(
  db: Database,
  memberId: number,
  body: ViewingCancelBody,
  now: Date,
): Promise<ViewingChange> {
  const reason = reasonOf(body);
  return cancelFound(db, await viewingOfMember(db, body.id, memberId), reason, now);
}

/**
 * A seeker without an account cancels by the link texted to them: only a booking of the
 * conversation's listing made with its mobile, as anything else answers 404.
 */
export async function cancelViewingByLink(
  db: Database,
  conversation: Pick<ConversationRow, 'listingId' | 'seekerMobile'>,
  body: ViewingCancelBody,
  now: Date,
): Promise<ViewingChange> {
  const reason = reasonOf(body);
  const [row] = await db
    .select({ viewing: viewings, listing: viewingListingColumns, posterId: listings.memberId })
    .from(viewings)
    .innerJoin(listings, eq(listings.id, viewings.listingId))
    .where(
      and(
        eq(viewings.id, body.id),
        eq(viewings.listingId, conversation.listingId),
        eq(viewings.mobile, conversation.seekerMobile),
      ),
    );
  if (!row) throw new HttpError(404, VIEWING_NOT_YOURS);
  return cancelFound(db, { ...row, role: 'seeker' }, reason, now);
}

const reasonOf = (body: ViewingCancelBody) => {
  const reason = body.reason.trim();
  if (reason === '') throw new FieldError('reason', '請填寫取消原因');
  return reason;
};

async function cancelFound(
  db: Database,
  {
    viewing,
    listing,
    posterId,
    role,
  }: {
    viewing: ViewingRow;
    listing: ViewingListing;
    posterId: number | null;
    role: Viewing['role'];
  },
  reason: string,
  now: Date,
): Promise<ViewingChange> {
  return db.transaction(async (tx) => {
    const moved = await move(
      tx,
      viewing,
      VIEWING_OPEN_STATUSES,
      { status: 'cancelled', reason, cancelledBy: role, expiresAt: null },
      now,
    );
    await freePlace(tx, viewing.id);
    const other = role === 'poster' ? viewing.seekerMemberId : posterId;
    return told(tx, moved, { listing, role }, 'cancelled', other, now);
  });
}
