import { POSTER_ROLES as POSTER_ROLE_OPTIONS, SALE_LABELS, type SaleLabelId } from '@591/config';

/** Feature tags people filter rent and sale lists by; each is one bit of listings.features. */
export const FEATURES = [
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

export type FeatureCode = (typeof FEATURES)[number]['code'];

export const FEATURE_BITS = Object.fromEntries(
  FEATURES.map((feature, index) => [feature.code, 1 << index]),
) as Record<FeatureCode, number>;

/** '新上架' is not stored: it means posted within this many days. */
export const NEW_LISTING_DAYS = 7;

export function featureCodesOf(bits: number): FeatureCode[] {
  return FEATURES.filter((_, index) => bits & (1 << index)).map((feature) => feature.code);
}

/** Where each sale label is kept in listings.labels: 1 price drop, 10 must-see, 13 urgent. */
const LABEL_BITS: Record<SaleLabelId, number> = { 1: 1, 10: 2, 13: 4 };

/** The sale labels the apps' chips offer (@591/config), by id, with their bits. */
export const LABELS = [...SALE_LABELS]
  .sort((a, b) => a.id - b.id)
  .map((label) => ({ ...label, bit: LABEL_BITS[label.id] }));

/** The bits of listings.labels a search for these label ids asks for (0: none asked). */
export function labelMaskOf(ids: readonly number[] | undefined): number {
  return LABELS.filter((label) => ids?.includes(label.id)).reduce(
    (mask, label) => mask | label.bit,
    0,
  );
}

export function labelIdsOf(bits: number): number[] {
  return LABELS.filter((label) => bits & label.bit).map((label) => label.id);
}

export const BUILDING_TYPES: Record<number, string> = {
  1: '公寓',
  2: '電梯大樓',
  3: '透天厝',
  4: '別墅',
  5: '華廈',
};

/** Poster role names by their stored ids, from the posting form's roles (@591/config). */
export const POSTER_ROLES: Record<number, string> = Object.fromEntries(
  POSTER_ROLE_OPTIONS.map((role) => [role.id, role.name]),
);
export const OWNER_ROLE = 1;
