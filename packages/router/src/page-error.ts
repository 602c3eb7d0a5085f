import { data, isRouteErrorResponse } from '@591/react-router';
import { type RateLimit, rateLimitMessage, rateLimitOf } from './rate-limit/rate-limit.ts';
import type { PageType } from './route-handle.ts';

/**
 * The specification's error object: a status, a message, and `data` as JSON text that
 * holds the page type (and for an unmatched route, the path).
 */
export interface PageError {
  statusCode: number;
  message: string;
  data: string;
}

export const PAGE_NOT_FOUND = 'Page not found';
export const PROPERTY_NOT_FOUND = '找不到該房屋';
export const HOME_RENDER_FAILED = '首頁載入失敗';

function pageError(statusCode: number, message: string, details: Record<string, unknown>) {
  const error: PageError = { statusCode, message, data: JSON.stringify(details) };
  return data(error, { status: statusCode });
}

/** Thrown for a path no route matches. */
export function notFound(path: string) {
  return pageError(404, PAGE_NOT_FOUND, { path, pageType: 'home' });
}

/** Thrown for a page whose record is missing (404) or gone for good (410), in its own words. */
export function pageMissing(statusCode: 404 | 410, message: string) {
  return pageError(statusCode, message, { pageType: 'home' });
}

/** Thrown for a detail route whose id is not a listing id. */
export function propertyNotFound(pageType: PageType) {
  return pageError(404, PROPERTY_NOT_FOUND, { pageType });
}

/** A listing in place of one that is gone: enough to name it and link to it. */
export interface GoneListingLink {
  title: string;
  href: string;
  /** '15,000元/月', '1,880萬'. */
  price: string;
  place: string;
}

/** What a page about a listing that is gone shows instead: its title and similar listings. */
export interface GoneListing {
  title: string;
  similar: GoneListingLink[];
}

/**
 * A listing its poster took down: 410 once rented or sold (gone for good, so crawlers drop
 * it), 404 while paused. The page names it and links to similar listings.
 */
export function listingGone(
  pageType: PageType,
  statusCode: 404 | 410,
  message: string,
  gone: GoneListing,
) {
  return pageError(statusCode, message, { pageType, gone });
}

/** The gone listing in an error's data, if it is about one. */
export function goneListingOf(errorData: string): GoneListing | null {
  try {
    const { gone } = JSON.parse(errorData) as { gone?: GoneListing };
    return gone && typeof gone.title === 'string' && Array.isArray(gone.similar) ? gone : null;
  } catch {
    return null;
  }
}

/** The home page rendered (almost) nothing: fallback disabled, so no retry loop. */
export function homeRenderFailed(): PageError {
  return {
    statusCode: 500,
    message: HOME_RENDER_FAILED,
    data: JSON.stringify({ pageType: 'home', fallback: false }),
  };
}

export const RATE_LIMITED_STATUS = 429;

/** The API refused the visitor for a while: the page says how long, and tries again then. */
export function rateLimited({ retryAfterSeconds }: RateLimit): PageError {
  return {
    statusCode: RATE_LIMITED_STATUS,
    message: rateLimitMessage(retryAfterSeconds),
    data: JSON.stringify({ retryAfterSeconds }),
  };
}

/**
 * Any thrown value as a PageError: route error responses, PageErrors, a rate limit the API
 * gave, and plain errors.
 */
export function toPageError(error: unknown): PageError {
  const limit = rateLimitOf(error);
  if (limit) return rateLimited(limit);
  if (isRouteErrorResponse(error)) {
    const body = error.data as Partial<PageError> | undefined;
    return {
      statusCode: error.status,
      message: typeof body?.message === 'string' ? body.message : error.statusText,
      data: typeof body?.data === 'string' ? body.data : '',
    };
  }
  if (isPageError(error)) return error;
  return {
    statusCode: 500,
    message: error instanceof Error ? error.message : String(error),
    data: '',
  };
}

function isPageError(value: unknown): value is PageError {
  const candidate = value as PageError | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.statusCode === 'number' &&
    typeof candidate.message === 'string'
  );
}

const PAGE_TYPES: readonly PageType[] = ['home', 'sale', 'rent', 'land', 'business', 'newhouse'];

/** The page type in an error's data; anything that is not valid JSON falls back to home. */
export function pageTypeOf(errorData: string): PageType {
  try {
    const parsed = JSON.parse(errorData) as { pageType?: unknown } | null;
    const pageType = parsed?.pageType as PageType;
    return PAGE_TYPES.includes(pageType) ? pageType : 'home';
  } catch {
    return 'home';
  }
}
