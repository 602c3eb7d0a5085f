// The contract's types, under the names the apps have always imported from here.
export type {
  AlertDelivery,
  AlertKind,
  BrokerDetail,
  BrokerPage,
  BrokerSummary,
  BusinessFacts,
  ClusterAnswer,
  CommunityDetail,
  CommunityPage,
  CommunitySummary,
  ContactBody,
  ContactField,
  ContactMessage,
  DealDistricts,
  DealMonth,
  DealPage,
  DealSource,
  DealTrend,
  District,
  DistrictDeals,
  DraftFields,
  DraftPhoto,
  EditorArticle,
  EditorArticleBody,
  EditorArticleField,
  EditorArticleSummary,
  EntrustBody,
  EntrustBroker,
  EntrustField,
  EntrustOffer,
  FavouriteListing,
  FavouritePage,
  FilterOption,
  LandFacts,
  ListingCard,
  ListingConfirmation,
  ListingDetail,
  ListingDraft,
  ListingFilters,
  ListingMessageBody,
  ListingPage,
  ListingStatus,
  MapCluster,
  MapSection,
  MemberAlert,
  MemberData,
  MemberSession,
  MetroLine,
  NearbyPlace,
  NewBuildDetail,
  NewBuildEvent,
  NewBuildFavourite,
  NewBuildOverview,
  NewBuildPage,
  NewBuildSummary,
  NewsArticle,
  NewsPage,
  NewsSummary,
  OauthAnswer,
  OneIdAnswer,
  OwnEntrust,
  Photo,
  PkCommunity,
  PkListing,
  PkSurrounding,
  PriceQuarter,
  PriceRecord,
  PriceRecordPage,
  PriceTrends,
  ProfileAnswer,
  RealPriceDeal,
  RegionWithDistricts,
  RentFacts,
  SaleFacts,
  SavedSearch,
  Section,
  SentMessage,
  SentMessagePage,
  SmsCodeBody,
  SmsCodeSent,
  SmsOutbox,
  SmsPurpose,
  University,
  Visit,
  VisitBody,
  VisitPage,
} from '@591/contract';
export {
  deleteSavedSearch,
  fetchAlerts,
  fetchSavedSearches,
  fetchUnreadAlerts,
  markAlertsRead,
  markSearchSeen,
  saveSearch,
  updateSavedSearch,
} from './alerts.ts';
export { type ApiGroup, apiClient, setApiOrigin, setVisitorHeaders } from './clients.ts';
export { fetchCommunities, fetchCommunity, fetchCommunityDeals } from './communities.ts';
export {
  acceptEntrustOffer,
  fetchBroker,
  fetchBrokers,
  fetchEntrustOffers,
  fetchOwnEntrusts,
  sendEntrust,
} from './entrusts.ts';
export { collectListing, fetchCollected } from './favourites.ts';
export { type ContactResult, fetchContactMessages, sendContactMessage } from './help.ts';
export {
  fetchPkCommunities,
  fetchPkInfo,
  fetchPkSurroundings,
  HOUSE_PK_API_LIMIT,
} from './house-pk.ts';
export { fetchOneId, fetchProfile, type OneIdQuery } from './identity.ts';
export { fetchPriceRecords, fetchPriceTrends, type LandMapMode } from './land-prices.ts';
export { fetchFilters, fetchListing, searchListings } from './listings.ts';
export { fetchClusters, fetchPriceRecordClusters } from './map-clusters.ts';
export {
  changePassword,
  deleteAccount,
  type FormResult,
  fetchFavourites,
  fetchMyListings,
  fetchSentMessages,
  fetchSessions,
  logIn,
  logOut,
  logOutOtherDevices,
  type MemberPage,
  NotLoggedInError,
  type Registration,
  register,
  updateProfile,
} from './member.ts';
export {
  type ListingMessageField,
  type ListingMessageResult,
  sendListingMessage,
} from './messages.ts';
export {
  collectNewBuild,
  fetchCollectedNewBuilds,
  fetchNewBuildFavourites,
} from './new-build-favourites.ts';
export { fetchNewBuild, fetchNewBuildOverview, fetchNewBuilds } from './new-builds.ts';
export { fetchNews, fetchNewsArticle } from './news.ts';
export {
  createEditorArticle,
  fetchEditorArticle,
  fetchEditorArticles,
  NotAnEditorError,
  publishEditorArticle,
  saveEditorArticle,
  unpublishEditorArticle,
  uploadEditorImage,
} from './news-editor.ts';
export { fetchMetroLines, fetchRegion, fetchUniversities } from './places.ts';
export {
  changeListingPrice,
  changeListingStatus,
  confirmListing,
  createDraft,
  deleteDraft,
  deleteDraftPhoto,
  editListing,
  fetchDraft,
  fetchDrafts,
  publishDraft,
  reorderDraftPhotos,
  saveDraft,
  uploadDraftPhoto,
} from './posting.ts';
export { fetchDealDistricts, fetchDeals, fetchDealTrend } from './real-price.ts';
export {
  fetchRecommendations,
  RECOMMEND_REPORT_PATH,
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
export { fetchAuth } from './user.ts';
export {
  bookVisit,
  fetchOwnNewBuilds,
  fetchOwnVisits,
  fetchSmsOutbox,
  sendSmsCode,
  type VisitFormResult,
} from './visits.ts';
