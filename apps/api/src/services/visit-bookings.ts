import { startOfTaiwanDay, taiwanDate } from '@591/config';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { alerts, newBuildVisits } from '../db/schema/index.ts';
import {
  refuseOverDailyBookings,
  refuseSecondBooking,
  takeBookingTurn,
} from './booking-fairness.ts';
import type { VisitFields } from './visit-form.ts';

export const SECOND_VISIT = '您已預約這個建案的賞屋，請依原本預約的時間前往，或聯絡接待中心改期';

/**
 * Books a visit to a project. The builder is told of a new booking; a member who booked, of
 * their own (once, should the builder book their own project). A mobile holds one visit to come
 * per project (the same request again answers it, `repeated`) and makes BOOKINGS_PER_DAY a day.
 */
export function bookVisit(
  db: Database,
  project: { id: number; ownerMemberId: number | null },
  memberId: number | null,
  fields: VisitFields,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await takeBookingTurn(tx, 'visit', fields.mobile);
    const [coming] = await tx
      .select()
      .from(newBuildVisits)
      .where(
        and(
          eq(newBuildVisits.newBuildId, project.id),
          eq(newBuildVisits.mobile, fields.mobile),
          gte(newBuildVisits.date, taiwanDate(now)),
        ),
      )
      .limit(1);
    if (coming) {
      const same = coming.date === fields.date && coming.partOfDay === fields.partOfDay;
      if (!same) refuseSecondBooking(SECOND_VISIT);
      return { visit: coming, repeated: true };
    }
    const [today] = await tx
      .select({ booked: count() })
      .from(newBuildVisits)
      .where(
        and(
          eq(newBuildVisits.mobile, fields.mobile),
          gte(newBuildVisits.createdAt, startOfTaiwanDay(now)),
        ),
      );
    refuseOverDailyBookings(today?.booked ?? 0, '預約賞屋', now);
    const [created] = await tx
      .insert(newBuildVisits)
      .values({ newBuildId: project.id, memberId, ...fields })
      .returning();
    const told = [...new Set([project.ownerMemberId, memberId])].filter(
      (id): id is number => id !== null,
    );
    if (told.length > 0) {
      await tx
        .insert(alerts)
        .values(told.map((id) => ({ memberId: id, kind: 'visit' as const, visitId: created!.id })));
    }
    return { visit: created!, repeated: false };
  });
}
