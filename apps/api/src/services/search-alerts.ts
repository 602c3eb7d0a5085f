import type { Database } from '../db/client.ts';
import { alerts } from '../db/schema/index.ts';

/** What a saved search's alert is about: a listing (kind search) or a project (new_build). */
type AlertSubject =
  | { kind: 'search'; listingId: number }
  | { kind: 'new_build'; newBuildId: number };

/**
 * An alert in 通知中心 for each saved search that matched, once per search and subject
 * however often this runs (the unique index refuses a second). Returns the new alerts' ids.
 */
export async function alertSearches(
  db: Database,
  matched: readonly { id: number; memberId: number }[],
  subject: AlertSubject,
): Promise<number[]> {
  if (matched.length === 0) return [];
  const created = await db
    .insert(alerts)
    .values(
      matched.map((search) => ({
        memberId: search.memberId,
        savedSearchId: search.id,
        ...subject,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: alerts.id });
  return created.map((row) => row.id);
}
