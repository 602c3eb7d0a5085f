import { and, eq, gt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { viewingPlaces } from '../../db/schema/index.ts';

export type Executor = Database | Transaction;

/** The words for a slot whose every place is held. */
export const SLOT_FULL = '這個時段已額滿，請選擇其他時段';

/**
 * Holds one of a slot's places for a booking: the lowest number free. Two bookings racing for
 * the last place both try its number; the unique index lets one row in and the other's insert
 * does nothing (on PostgreSQL it waits for the first to commit), so exactly one holds it.
 * Answers whether a place was held.
 */
export async function holdPlace(
  tx: Executor,
  hold: { viewingId: number; listingId: number; slotStart: Date; places: number },
): Promise<boolean> {
  for (let placeNo = 1; placeNo <= hold.places; placeNo += 1) {
    const [held] = await tx
      .insert(viewingPlaces)
      .values({
        viewingId: hold.viewingId,
        listingId: hold.listingId,
        slotStart: hold.slotStart,
        placeNo,
      })
      .onConflictDoNothing()
      .returning({ placeNo: viewingPlaces.placeNo });
    if (held) return true;
  }
  return false;
}

/** Gives a booking's place back to its slot. */
export async function freePlace(tx: Executor, viewingId: number): Promise<void> {
  await tx.delete(viewingPlaces).where(eq(viewingPlaces.viewingId, viewingId));
}

/** How many places each slot still ahead of a listing has taken, by the slot's instant (ms). */
export async function takenPlaces(
  db: Database,
  listingId: number,
  now: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ slotStart: viewingPlaces.slotStart })
    .from(viewingPlaces)
    .where(and(eq(viewingPlaces.listingId, listingId), gt(viewingPlaces.slotStart, now)));
  const taken = new Map<number, number>();
  for (const row of rows) {
    const at = row.slotStart.getTime();
    taken.set(at, (taken.get(at) ?? 0) + 1);
  }
  return taken;
}
