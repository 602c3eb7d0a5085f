import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { pushTokens } from '../db/schema/index.ts';

/**
 * Keeps a browser's push token, a member's or a visitor's. One token per member and device: a
 * refreshed token replaces the old one.
 */
export function keepPushToken(
  db: Database,
  { token, memberId, device }: { token: string; memberId: number | null; device: string },
): Promise<void> {
  return db.transaction(async (tx) => {
    if (memberId !== null) {
      await tx
        .delete(pushTokens)
        .where(
          and(
            eq(pushTokens.memberId, memberId),
            eq(pushTokens.device, device),
            ne(pushTokens.fcmToken, token),
          ),
        );
    }
    await tx
      .insert(pushTokens)
      .values({ fcmToken: token, memberId, device })
      .onConflictDoUpdate({
        target: pushTokens.fcmToken,
        set: { memberId, device, updatedAt: sql`now()` },
      });
  });
}
