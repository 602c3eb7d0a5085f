export { BaseStyles } from './base-styles.tsx';
export { DealsOrigin } from './deals/deals-origin.tsx';
export { CommunityLastDeals } from './detail/community-last-deals.tsx';
export { CommunityLink } from './detail/community-link.tsx';
export { ContactCard } from './detail/contact-card.tsx';
export { DetailLayout } from './detail/detail-layout.tsx';
export { DetailSection } from './detail/detail-section.tsx';
export { type Fact, FactList } from './detail/fact-list.tsx';
export { FavouriteButton } from './detail/favourite-button.tsx';
export {
  type DetailPageData,
  ListingDetailPage,
} from './detail/listing-detail-page.tsx';
export { ListingHeading } from './detail/listing-heading.tsx';
export { LocationSection, mapUrl } from './detail/location-section.tsx';
export { PhotoGallery } from './detail/photo-gallery.tsx';
export { PriceBlock } from './detail/price-block.tsx';
export {
  RECOMMENDATION_TITLES,
  RecommendationBlocks,
  type RenderRecommendation,
} from './detail/recommendation-blocks.tsx';
export { TagList } from './detail/tag-list.tsx';
export { bookingFormCss } from './forms/booking-form-css.ts';
export { ConsentField } from './forms/consent-field.tsx';
export { useFocusRefusedField } from './forms/focus-refused-field.ts';
export { type FieldRefusal, useFormFields } from './forms/form-fields.tsx';
export { useHasStarted } from './forms/has-started.ts';
export { SmsCodeField } from './forms/sms-code-field.tsx';
export { type TypedValue, typedFields, useTypedBeforeStart } from './forms/typed-before-start.ts';
export { useCountdown } from './forms/use-countdown.ts';
export { useSmsCode } from './forms/use-sms-code.ts';
export { ConfirmationNote, confirmationText, daysAgoText } from './listing/confirmation.tsx';
export { ListingCard, type ListingCardProps, nearMetro } from './listing/listing-card.tsx';
export { detailPageHead, listingHead, listingStructuredData } from './listing/listing-head.ts';
export { type ListingType, loadListing } from './listing/listing-loader.ts';
export { ListingOverview } from './listing/listing-overview.tsx';
export { ListingPhoto } from './listing/listing-photo.tsx';
export { NewBuildCard } from './listing/new-build-card.tsx';
export { NewestListings as NewestListingsSection } from './listing/newest-listings.tsx';
export { RentCard } from './listing/rent-card.tsx';
export { SaleCard } from './listing/sale-card.tsx';
export { updatedAgo } from './listing/updated-ago.ts';
export { MemberGreeting } from './member-greeting.tsx';
export { PlainPage } from './plain-page.tsx';
export { RateLimitNotice } from './rate-limit/rate-limit-notice.tsx';
export { RateLimitWait } from './rate-limit/rate-limit-wait.tsx';
export { useRegionInUse, useRegionParam } from './region-in-use.ts';
export { type CardControls, cardControlsOf } from './search/card-controls.tsx';
export { CardsInHtmlContext, type PageRendered, withoutCards } from './search/cards-in-html.ts';
export { ChoiceChips, type OneChoice, OneChoiceChips } from './search/choice-chips.tsx';
export { DistrictFilter, inRegion } from './search/district-filter.tsx';
export { FilterChip, FilterGroup } from './search/filter-chip.tsx';
export { FilterFold } from './search/filter-fold.tsx';
export { KeywordForm } from './search/keyword-form.tsx';
export { useNewSinceVisit } from './search/new-since-visit.ts';
export { PAGEABLE_RESULTS, Pagination } from './search/pagination.tsx';
export { customRangeOf, parsePriceRange, type RangeKind } from './search/price-range.ts';
export { PriceRangeForm } from './search/price-range-form.tsx';
export {
  RECENTLY_CONFIRMED_PARAM,
  RecentlyConfirmedChip,
} from './search/recently-confirmed-chip.tsx';
export { RefusedSearchNotice } from './search/refused-search-notice.tsx';
export { RegionListHeader, UnknownDistrictNotice } from './search/region-list-parts.tsx';
export { RegionPicker } from './search/region-picker.tsx';
export {
  loadRegionSearch,
  placeName,
  type RegionSearch,
  type RegionSearchData,
} from './search/region-search.ts';
export { RegionSelect } from './search/region-select.tsx';
export { ResultSkeleton } from './search/result-skeleton.tsx';
export { SearchResults } from './search/search-results.tsx';
export { SortBar } from './search/sort-bar.tsx';
export { SortHeader, type TableOrder, withOrder } from './search/sort-header.tsx';
export { SUBSCRIBE_PARAM, SubscribeSearch } from './search/subscribe-search.tsx';
export { StaticHtml } from './static-html.tsx';
export { VisuallyHidden } from './visually-hidden.tsx';
