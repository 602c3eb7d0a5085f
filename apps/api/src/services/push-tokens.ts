import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { pushTokens } from '../db/schema/index.ts';

/**
 * Keeps a member's push token: one per member and device, a refreshed token replacing the old
 * one. A visitor's is not kept (they have no subscription it could serve, see the privacy
 * page), and a token sent by a browser now logged out is forgotten.
 */
export function keepPushToken(
  db: Database,
  { token, memberId, device }: { token: string; memberId: number | null; device: string },
): Promise<void> {
  if (memberId === null) {
    return db
      .delete(pushTokens)
      .where(eq(pushTokens.fcmToken, token))
      .then(() => undefined);
  }
  return db.transaction(async (tx) => {
    await tx
      .delete(pushTokens)
      .where(
        and(
          eq(pushTokens.memberId, memberId),
          eq(pushTokens.device, device),
          ne(pushTokens.fcmToken, token),
        ),
      );
    await tx
      .insert(pushTokens)
      .values({ fcmToken: token, memberId, device })
      .onConflictDoUpdate({
        target: pushTokens.fcmToken,
        set: { memberId, device, updatedAt: sql`now()` },
      });
  });
}
