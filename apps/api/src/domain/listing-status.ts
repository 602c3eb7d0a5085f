/**
 * The 確認仍可租/仍在售 rule that keeps results free of homes that are already gone (a listing's
 * statuses are @591/config's LISTING_STATUSES).
 */
/** Unconfirmed this long, a listing goes to the end of results with a warning. */
export const STALE_AFTER_DAYS = 14;
/** Unconfirmed this long, it leaves search until its poster confirms it again. */
export const EXPIRED_AFTER_DAYS = 30;
/** The list filter 最近7天確認 (`confirmed=7`). */
export const RECENTLY_CONFIRMED_DAYS = 7;

const DAY_MS = 86_400_000;

/**
 * `days` before `now`, on a whole minute: searches made within one minute then have equal
 * parameters, so they share a cached total.
 */
export function daysBefore(now: Date, days: number): Date {
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(minute - days * DAY_MS);
}

/** Whole days from `time` to `now`, never fewer than 0. */
export function daysSince(time: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - time.getTime()) / DAY_MS));
}

/** What cards and detail pages say of a confirmation; null where there is no poster to ask. */
export function confirmationOf(confirmedAt: Date | null, now: Date) {
  if (!confirmedAt) return null;
  const daysAgo = daysSince(confirmedAt, now);
  return {
    at: confirmedAt.toISOString(),
    daysAgo,
    /** Past STALE_AFTER_DAYS: shown last, with a warning. */
    stale: daysAgo >= STALE_AFTER_DAYS,
    /** Past EXPIRED_AFTER_DAYS: out of search until confirmed. */
    expired: daysAgo >= EXPIRED_AFTER_DAYS,
  };
}
