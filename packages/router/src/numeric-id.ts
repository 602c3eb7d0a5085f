import { propertyNotFound } from './page-error.ts';
import type { PageType } from './route-handle.ts';

/** Listing ids are ASCII digits only, at most 15 of them (safe as a JavaScript number). */
const LISTING_ID = /^[0-9]{1,15}$/;

export function isNumericId(id: string | undefined): id is string {
  return id !== undefined && LISTING_ID.test(id);
}

/** The listing id of a detail route, or a 404 with the page type the error page needs. */
export function requireNumericId(id: string | undefined, pageType: PageType): number {
  if (!isNumericId(id)) throw propertyNotFound(pageType);
  return Number(id);
}
