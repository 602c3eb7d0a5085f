/**
 * What routes and services hand to the push jobs (startAlertJobs): alerts of any kind to push
 * to their members' browsers, off the request and retried when the push provider fails. The
 * alerts are in 通知中心 already; a push lost for good costs the ping, not the alert.
 */
export interface AlertPushes {
  queue(alertIds: readonly number[]): Promise<void>;
}
