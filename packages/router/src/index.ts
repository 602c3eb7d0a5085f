export { afterIdle } from './build-watch/after-idle.ts';
export {
  BUILD_ID,
  type BuildInfo,
  type BuildMeta,
  type BuildWatch,
  type BuildWatchOptions,
  createReloadGuard,
  isChunkLoadError,
  RELOAD_GUARD_MS,
  type ReloadGuard,
  type ReloadVerdict,
  type RouteRule,
  type RouteRuleMatcher,
  routeRulesFor,
  showReloadPrompt,
  startBuildWatch,
} from './build-watch/index.ts';
export { routesForHost, SECTION_PREFIXES, type SectionPrefix, sectionOfHost } from './host-rule.ts';
export {
  KEEP_ALIVE_CAPACITY,
  type KeepAliveLoader,
  KeepAliveOutlet,
  keepAliveKey,
  keepAliveLoader,
  rememberHydratedData,
} from './keep-alive/index.ts';
export { NAVIGATING_ATTRIBUTE, paintBeforeNavigating } from './navigation-paint.ts';
export { isNumericId, requireNumericId } from './numeric-id.ts';
export {
  type GoneListing,
  type GoneListingLink,
  goneListingOf,
  HOME_RENDER_FAILED,
  homeRenderFailed,
  listingGone,
  notFound,
  PAGE_NOT_FOUND,
  type PageError,
  PROPERTY_NOT_FOUND,
  pageMissing,
  pageTypeOf,
  propertyNotFound,
  RATE_LIMITED_STATUS,
  rateLimited,
  toPageError,
} from './page-error.ts';
export { canonicalUrl } from './page-head.ts';
export {
  keptAlivePageRoute,
  type Page,
  type PageModule,
  pageRoute,
} from './page-route.tsx';
export {
  PAYLOAD_FILE,
  type Payload,
  payloadLoader,
  payloadUrl,
  setPrerenderedPaths,
} from './prerender/payload-loader.ts';
export {
  clearRateLimitNotice,
  type RateLimit,
  type RateLimitNotice,
  rateLimitMessage,
  rateLimitOf,
  showRateLimitNotice,
  useRateLimitNotice,
} from './rate-limit/index.ts';
export {
  handleValue,
  type LayoutName,
  type PageHead,
  type PageType,
  pageHead,
  type RouteHandle,
} from './route-handle.ts';
export { listParam, toggleListParam, wholeNumberParam, withParam } from './search-params.ts';
