// The contract's types, under the names the apps have always imported from here.
export type {
  BusinessFacts,
  ClusterAnswer,
  FilterOption,
  LandFacts,
  ListingCard,
  ListingConfirmation,
  ListingDetail,
  ListingFilters,
  ListingPage,
  ListingStatus,
  MapCluster,
  MapSection,
  Photo,
  PriceQuarter,
  PriceRecord,
  PriceRecordPage,
  PriceTrends,
  RentFacts,
  SaleFacts,
  Section,
} from '@591/contract';
export {
  type AlertDelivery,
  type AlertKind,
  deleteSavedSearch,
  fetchAlerts,
  fetchSavedSearches,
  fetchUnreadAlerts,
  type MemberAlert,
  markAlertsRead,
  markSearchSeen,
  type SavedSearch,
  saveSearch,
  updateSavedSearch,
} from './alerts.ts';
export { type ApiGroup, apiClient, setApiOrigin, setVisitorHeaders } from './clients.ts';
export { collectListing, fetchCollected } from './favourites.ts';
export {
  fetchPkCommunities,
  fetchPkInfo,
  fetchPkSurroundings,
  HOUSE_PK_API_LIMIT,
  type PkAnswer,
  type PkCommunity,
  type PkListing,
  type PkSurrounding,
} from './house-pk.ts';
export {
  fetchOneId,
  fetchProfile,
  type OneIdQuery,
  type OneIdResponse,
  type ProfileResponse,
} from './identity.ts';
export { fetchPriceRecords, fetchPriceTrends, type LandMapMode } from './land-prices.ts';
export { fetchFilters, fetchListing, searchListings } from './listings.ts';
export { fetchClusters, fetchPriceRecordClusters } from './map-clusters.ts';
export {
  changePassword,
  type FavouriteListing,
  type FormResult,
  fetchFavourites,
  fetchMyListings,
  fetchSentMessages,
  fetchSessions,
  logIn,
  logOut,
  logOutOtherDevices,
  type MemberData,
  type MemberPage,
  type MemberSession,
  NotLoggedInError,
  type Registration,
  register,
  type SentMessage,
  updateProfile,
} from './member.ts';
export {
  type ListingMessage,
  type ListingMessageField,
  type ListingMessageResult,
  sendListingMessage,
} from './messages.ts';
export {
  type District,
  fetchMetroLines,
  fetchRegion,
  fetchUniversities,
  type MetroLine,
  type RegionWithDistricts,
  type University,
} from './places.ts';
export {
  changeListingPrice,
  changeListingStatus,
  confirmListing,
  createDraft,
  type DraftFields,
  type DraftPhoto,
  deleteDraft,
  deleteDraftPhoto,
  editListing,
  fetchDraft,
  fetchDrafts,
  type ListingDraft,
  publishDraft,
  reorderDraftPhotos,
  saveDraft,
  uploadDraftPhoto,
} from './posting.ts';
export {
  fetchRecommendations,
  RECOMMEND_REPORT_PATH,
  RECOMMENDATION_GROUPS,
  type RecommendationGroup,
  type Recommendations,
  recommendReportUrl,
} from './recommendations.ts';
export {
  filtersUnlessRefused,
  isRefusedQuery,
  searchUnlessRefused,
  unlessRefused,
} from './refused-query.ts';
export { type DetailVisit, sendDetailVisit } from './statistics.ts';
export { fetchAuth, type OauthResponse } from './user.ts';
