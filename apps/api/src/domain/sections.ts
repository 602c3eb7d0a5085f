/** The four list sections; each has its own subdomain and list page. */
export const SECTIONS = ['rent', 'sale', 'land', 'business'] as const;
export type Section = (typeof SECTIONS)[number];

/** The sections searched on a map: their listings are counted by map cell and indexed by place. */
export const MAP_SECTIONS = ['rent', 'sale', 'land'] as const satisfies readonly Section[];

export const isMapSection = (section: string): section is (typeof MAP_SECTIONS)[number] =>
  (MAP_SECTIONS as readonly string[]).includes(section);

export const LISTING_TYPES = { rent: 1, sale: 2, transfer: 6 } as const;

export const TYPE_NAMES: Record<number, string> = { 1: '出租', 2: '出售', 6: '頂讓' };

export const KIND_NAMES: Record<number, string> = {
  1: '整層住家',
  2: '獨立套房',
  3: '分租套房',
  4: '雅房',
  5: '店面',
  6: '辦公',
  7: '廠房',
  8: '車位',
  9: '住宅',
  11: '土地',
  12: '住辦',
  22: '法拍屋',
};

/** Which types and kinds each section lists; search rejects any other combination. */
export const SECTION_RULES: Record<
  Section,
  { types: readonly number[]; kinds: readonly number[] }
> = {
  rent: { types: [1], kinds: [1, 2, 3, 4, 8] },
  sale: { types: [2], kinds: [9, 8, 22] },
  land: { types: [1, 2], kinds: [11] },
  business: { types: [1, 2, 6], kinds: [5, 6, 12, 7] },
};

/** Monthly rents are in NT$, sale prices in 萬 (NT$10,000). */
export function priceUnitOf(type: number): '元/月' | '萬' {
  return type === LISTING_TYPES.sale ? '萬' : '元/月';
}
