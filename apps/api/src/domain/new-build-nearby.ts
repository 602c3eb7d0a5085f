/** What a project's page lists as near it: stations within a walk or a short ride, schools a bit further. */
export const NEARBY_STATION_METRES = 1500;
export const NEARBY_SCHOOL_METRES = 3000;
/** At most this many of each. */
export const NEARBY_SHOWN = 3;
