export { type ApiGroup, apiClient, setApiOrigin } from './clients.ts';
export {
  fetchOneId,
  fetchProfile,
  type OneIdQuery,
  type OneIdResponse,
  type ProfileResponse,
} from './identity.ts';
export {
  type FilterOption,
  fetchFilters,
  fetchListing,
  type ListingCard,
  type ListingDetail,
  type ListingFilters,
  type ListingPage,
  type Section,
  searchListings,
} from './listings.ts';
export {
  fetchRecommendations,
  RECOMMEND_REPORT_PATH,
  RECOMMENDATION_GROUPS,
  type RecommendationGroup,
  type Recommendations,
  recommendReportUrl,
} from './recommendations.ts';
export { fetchAuth, type OauthResponse } from './user.ts';
