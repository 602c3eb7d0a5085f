/** Distinct generated photo sets per kind: listings share them, so nothing is drawn at seed time. */
export const PHOTO_SEEDS_PER_KIND = 16;
