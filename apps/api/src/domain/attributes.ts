import {
  type FeatureCode,
  LISTING_FEATURES,
  POSTER_ROLES as POSTER_ROLE_OPTIONS,
  SALE_LABELS,
  type SaleLabelId,
} from '@591/config';

/** The feature tags (@591/config): each one's bit in listings.features is its index. */
export const FEATURES = LISTING_FEATURES;
export type { FeatureCode };

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

/** The sale labels (@591/config) by id, named as cards and chips show them, with their bits. */
export const LABELS = [...SALE_LABELS]
  .sort((a, b) => a.id - b.id)
  .map((label) => ({ id: label.id, name: label.tag, bit: LABEL_BITS[label.id] }));

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
