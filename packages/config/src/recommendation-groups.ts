/** The detail page's three groups of listings like the one shown, by the API's names. */
export const RECOMMENDATION_GROUPS = ['nearby', 'similar_price', 'similar_area'] as const;
export type RecommendationGroup = (typeof RECOMMENDATION_GROUPS)[number];
