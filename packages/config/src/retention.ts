/**
 * How long the site keeps what a browser leaves behind, as the privacy page (隱私權政策) says;
 * the nightly retention job deletes the rest.
 */
export const RETENTION_DAYS = {
  /** A member's push token the browser has not refreshed (it does every 7 days) in this long. */
  pushToken: 60,
  /** A device identity (one id) not seen in this long: its cookie has expired by then. */
  deviceIdentity: 400,
  /** Push delivery and recommendation statistics, counted by then. */
  statistics: 180,
} as const;
