import { RETENTION_DAYS } from '@591/config';
import { isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  deviceIdentities,
  pushReachEvents,
  pushTokens,
  recommendationReports,
} from '../db/schema/index.ts';
import { deleteExpiredIdempotentWrites } from './idempotent-writes.ts';

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/**
 * Deletes what no longer serves what the privacy page says it is kept for (RETENTION_DAYS):
 * push tokens of no member (a visitor has no subscription to be told of, and a deleted
 * member's token went with them) or not refreshed for long, device identities unseen since
 * their cookie expired, and statistics once counted; and the answers kept for writes' keys
 * (a day). Answers how many rows of each went.
 */
export async function deleteExpiredRecords(db: Database, now: Date) {
  const [tokens, identities, reaches, recommendations, idempotentWrites] = await Promise.all([
    db
      .delete(pushTokens)
      .where(
        or(
          isNull(pushTokens.memberId),
          lt(pushTokens.updatedAt, daysBefore(now, RETENTION_DAYS.pushToken)),
        ),
      )
      .returning({ id: pushTokens.id }),
    db
      .delete(deviceIdentities)
      .where(lt(deviceIdentities.lastSeenAt, daysBefore(now, RETENTION_DAYS.deviceIdentity)))
      .returning({ id: deviceIdentities.localId }),
    db
      .delete(pushReachEvents)
      .where(lt(pushReachEvents.receivedAt, daysBefore(now, RETENTION_DAYS.statistics)))
      .returning({ id: pushReachEvents.id }),
    db
      .delete(recommendationReports)
      .where(lt(recommendationReports.reportedAt, daysBefore(now, RETENTION_DAYS.statistics)))
      .returning({ id: recommendationReports.id }),
    deleteExpiredIdempotentWrites(db, now),
  ]);
  return {
    pushTokens: tokens.length,
    deviceIdentities: identities.length,
    pushReachEvents: reaches.length,
    recommendationReports: recommendations.length,
    idempotentWrites,
  };
}
