/**
 * A listing's life after it is published: in search, paused by its poster, closed (rented or
 * sold), or hidden by a moderator after a report (its page answers 410 with the reason).
 */
export const LISTING_STATUSES = ['active', 'paused', 'closed', 'hidden'] as const;

export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** What a poster may set: a hidden listing is the moderators' to hide. */
export const POSTER_LISTING_STATUSES = ['active', 'paused', 'closed'] as const;

/** Statuses a poster can no longer change, edit or confirm. */
export const FINAL_LISTING_STATUSES: readonly ListingStatus[] = ['closed', 'hidden'];
