import { logPush, PUSH_LOG } from '../log.ts';
import type { ReachItem } from './push-message.ts';

/** Reach reports are spread over up to 2 s so a broadcast does not arrive as one spike. */
export const REACH_DELAY_MAX_MS = 2000;
export const REACH_STAT_PATH = '/push/fcm/batch-stat';

export interface ReachReport {
  items: ReachItem[];
  /** The statistics host's origin, e.g. https://statistics.591.com.tw. */
  statisticsOrigin: string;
  device: 'pc' | 'touch';
  fetch: typeof fetch;
}

/** POST {statistics}/push/fcm/batch-stat; the outcome is only logged. */
export async function sendReachStats({
  items,
  statisticsOrigin,
  device,
  fetch,
}: ReachReport): Promise<void> {
  if (items.length === 0) return;
  try {
    const response = await fetch(`${statisticsOrigin}${REACH_STAT_PATH}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', device },
      body: JSON.stringify({ data: JSON.stringify(items), device }),
    });
    if (!response.ok) logPush(PUSH_LOG.statsFailed, response.status);
  } catch (error) {
    logPush(PUSH_LOG.statsFailed, error);
  }
}
