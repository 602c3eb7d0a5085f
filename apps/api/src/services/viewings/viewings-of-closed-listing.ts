import type { Database } from '../../db/client.ts';
import type { AlertPushes } from '../alert-pushes.ts';
import type { Texts } from '../texts.ts';
import { cancelViewingsOfClosedListing } from './viewing-endings.ts';
import { whenText } from './viewing-view.ts';

/**
 * A listing was closed as 已出租 / 已售出: its bookings still ahead are cancelled, and each
 * seeker is told in 通知中心 and by push (members) and by text (everyone), the pushes and texts
 * queued in the cancellations' transaction.
 */
export async function cancelViewingsOnClose(
  deps: { db: Database; texts: Texts; alertPushes: AlertPushes },
  listingId: number,
  now = new Date(),
  /** The words the seekers read; by default 物件已出租 / 物件已售出. */
  reason?: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { alertIds, cancelled } = await cancelViewingsOfClosedListing(tx, listingId, now, reason);
    await deps.alertPushes.queue(alertIds, tx);
    for (const viewing of cancelled) {
      const text = `【591房屋交易網】您預約 ${whenText(viewing)} 的看屋已取消：${viewing.reason}。`;
      await deps.texts.queue(viewing.mobile, text, tx);
    }
  });
}
