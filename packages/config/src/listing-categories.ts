/** Listing categories: the id is the `type` the URLs and APIs carry, the code a one-letter tag. */
export const LISTING_CATEGORIES = [
  { id: 1, type: 'rent', code: 'R', name: '租屋' },
  { id: 2, type: 'sale', code: 'S', name: '中古屋' },
  { id: 6, type: 'ding', code: 'D', name: '頂讓' },
  { id: 8, type: 'newhouse', code: 'H', name: '新建案' },
  { id: 9, type: 'community', code: 'C', name: '社區' },
  { id: 12, type: 'upscale', code: 'U', name: '豪宅' },
] as const;

export type ListingCategory = (typeof LISTING_CATEGORIES)[number];
export type ListingCategoryId = ListingCategory['id'];
export type ListingCategoryCode = ListingCategory['code'];

export function listingCategoryById(id: number): ListingCategory | undefined {
  return LISTING_CATEGORIES.find((category) => category.id === id);
}

export function listingCategoryByCode(code: string): ListingCategory | undefined {
  return LISTING_CATEGORIES.find((category) => category.code === code.toUpperCase());
}
