/**
 * The feature tags a listing may carry, by code, with the names the apps show. The order is
 * stored: each tag is the bit of listings.features at its index, so new tags go at the end.
 */
export const LISTING_FEATURES = [
  { code: 'near_mrt', name: '近捷運' },
  { code: 'pet', name: '可養寵物' },
  { code: 'cook', name: '可開伙' },
  { code: 'parking', name: '車位' },
  { code: 'lift', name: '電梯' },
  { code: 'balcony', name: '陽台' },
  { code: 'short_lease', name: '短租' },
  { code: 'social_housing', name: '社會住宅' },
  { code: 'rent_subsidy', name: '租金補貼' },
  { code: 'elder_friendly', name: '高齡友善' },
  { code: 'tax_deductible', name: '可報稅' },
  { code: 'household_registration', name: '可入籍' },
  { code: 'furnished', name: '有裝潢' },
  { code: 'no_rooftop_addition', name: '非頂加' },
] as const;

export type FeatureCode = (typeof LISTING_FEATURES)[number]['code'];
