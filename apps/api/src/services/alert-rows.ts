import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { alerts } from '../db/schema/index.ts';

/** What an alert tells of: its kind and the subject's column(s), e.g. a viewing and its event. */
type AlertSubject = Omit<typeof alerts.$inferInsert, 'id' | 'memberId'>;

/**
 * Puts one alert of the subject in the 通知中心 of each member given (a visitor's null and
 * repeated ids dropped); the unique indexes make a retried call tell no one twice. Answers
 * the new alerts, to push.
 */
export async function insertAlerts(
  db: Pick<Database, 'insert'>,
  subject: AlertSubject,
  memberIds: readonly (number | null | undefined)[],
): Promise<number[]> {
  const told = [...new Set(memberIds)].filter((id): id is number => typeof id === 'number');
  if (told.length === 0) return [];
  const rows = await db
    .insert(alerts)
    .values(told.map((memberId) => ({ ...subject, memberId })))
    .onConflictDoNothing()
    .returning({ id: alerts.id });
  return rows.map((row) => row.id);
}

/**
 * The alerts about a listing (its matching searches', its price drop's, its sale's) not pushed
 * yet: what a listing event's job hands to the push queue, so a try that was stopped between
 * writing its alerts and queueing their push is made good by the next (a push already sent is
 * not sent again).
 */
export async function unsentListingAlerts(db: Database, listingId: number): Promise<number[]> {
  const rows = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(
      and(
        eq(alerts.listingId, listingId),
        inArray(alerts.kind, ['search', 'price_drop', 'closed']),
        isNull(alerts.sentAt),
      ),
    );
  return rows.map((row) => row.id);
}
