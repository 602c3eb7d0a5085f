import type { Database, Transaction } from '../db/client.ts';

/**
 * What routes and services hand to the push jobs (startAlertJobs): alerts of any kind to push
 * to their members' browsers, off the request and retried when the push provider fails.
 * `within` the transaction that made the alerts, the push is queued with them or not at all;
 * without it, after the commit, a push not queued costs the ping (the alert is in 通知中心).
 */
export interface AlertPushes {
  queue(alertIds: readonly number[], within?: Database | Transaction): Promise<void>;
}
