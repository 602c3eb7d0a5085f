import { startOfTaiwanDay } from '@591/config';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { HttpError, TooManyError } from '../lib/http-errors.ts';

/** How many bookings of one kind (看屋, 賞屋) a mobile makes in a Taiwan day. */
export const BOOKINGS_PER_DAY = 5;

/**
 * Bookings of one mobile take turns (on any instance sharing the database): each then sees
 * the others' rows before it counts, so a burst cannot take every slot of a listing.
 */
export async function takeBookingTurn(tx: Transaction, kind: string, mobile: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`booking:${kind}:${mobile}`}::text))`,
  );
}

/** A mobile's bookings today, counted against BOOKINGS_PER_DAY: refused with the wait to midnight. */
export function refuseOverDailyBookings(bookedToday: number, what: string, now: Date): void {
  if (bookedToday < BOOKINGS_PER_DAY) return;
  const untilMidnight = startOfTaiwanDay(now).getTime() + 86_400_000 - now.getTime();
  throw new TooManyError(
    `同一支手機一天最多${what} ${BOOKINGS_PER_DAY} 次，請明天再試`,
    Math.ceil(untilMidnight / 1000),
  );
}

/**
 * One open booking per mobile and place: the same request again is the same booking (a
 * retried send books nothing twice); another time is refused until the first is cancelled.
 */
export function refuseSecondBooking(message: string): never {
  throw new HttpError(409, message);
}
