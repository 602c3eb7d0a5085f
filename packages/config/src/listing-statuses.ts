/** A listing's life after it is published: in search, paused by its poster, or closed (rented or sold). */
export const LISTING_STATUSES = ['active', 'paused', 'closed'] as const;

export type ListingStatus = (typeof LISTING_STATUSES)[number];
