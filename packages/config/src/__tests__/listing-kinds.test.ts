import { describe, expect, it } from 'vitest';
import {
  LISTING_CATEGORIES,
  listingCategoryByCode,
  listingCategoryById,
} from '../listing-categories.ts';
import { LISTING_KIND_IDS, listingKindName } from '../listing-kinds.ts';
import { LISTING_TYPE, LISTING_TYPE_IDS, priceUnitOf } from '../listing-types.ts';
import { SALE_LABELS } from '../sale-labels.ts';
import {
  BUSINESS_DEALS,
  BUSINESS_LIST_KINDS,
  COMMERCIAL_KINDS,
  isCommercialKind,
  isMapSection,
  isSection,
  LAND_DEALS,
  RENT_KINDS,
  SECTIONS,
} from '../sections.ts';

describe('listing categories', () => {
  it('are the six of the specification with their one-letter codes', () => {
    expect(LISTING_CATEGORIES.map(({ id, type, code }) => [id, type, code])).toEqual([
      [1, 'rent', 'R'],
      [2, 'sale', 'S'],
      [6, 'ding', 'D'],
      [8, 'newhouse', 'H'],
      [9, 'community', 'C'],
      [12, 'upscale', 'U'],
    ]);
  });

  it('are found by id or by code, in either case', () => {
    expect(listingCategoryById(6)?.name).toBe('頂讓');
    expect(listingCategoryByCode('h')?.id).toBe(8);
    expect(listingCategoryById(3)).toBeUndefined();
    expect(listingCategoryByCode('X')).toBeUndefined();
  });
});

describe('listing types', () => {
  it('are the specification’s 1 rent, 2 sale and 6 shop transfer', () => {
    expect(LISTING_TYPE_IDS).toEqual([1, 2, 6]);
    expect(LISTING_TYPE).toEqual({ rent: 1, sale: 2, transfer: 6 });
  });

  it('price sales in 萬 and the rest by the month', () => {
    expect(priceUnitOf(LISTING_TYPE.sale)).toBe('萬');
    expect(priceUnitOf(LISTING_TYPE.rent)).toBe('元/月');
    expect(priceUnitOf(LISTING_TYPE.transfer)).toBe('元/月');
  });
});

describe('listing kinds', () => {
  it('name the rent kinds in menu order', () => {
    expect(RENT_KINDS.map((kind) => kind.name)).toEqual([
      '整層住家',
      '獨立套房',
      '分租套房',
      '雅房',
      '車位',
    ]);
  });

  it('name the business list’s kinds, and the commercial ones with land', () => {
    expect(BUSINESS_LIST_KINDS.map((kind) => kind.name)).toEqual(['店面', '辦公', '住辦', '廠房']);
    expect(COMMERCIAL_KINDS.map(listingKindName)).toEqual(['店面', '辦公', '住辦', '廠房', '土地']);
  });

  it('name homes for sale, foreclosures and nothing unknown', () => {
    expect(listingKindName(9)).toBe('住宅');
    expect(listingKindName(22)).toBe('法拍屋');
    expect(listingKindName(10)).toBeUndefined();
  });

  it('tell commercial kinds from home kinds', () => {
    for (const kind of COMMERCIAL_KINDS) expect(isCommercialKind(kind)).toBe(true);
    for (const kind of [...RENT_KINDS.map((k) => k.id), 9, 22, undefined]) {
      expect(isCommercialKind(kind)).toBe(false);
    }
  });
});

describe('sections', () => {
  it('are the four list sections, each listing only known types and kinds', () => {
    expect(SECTIONS.map((section) => section.id)).toEqual(['rent', 'sale', 'land', 'business']);
    for (const section of SECTIONS) {
      for (const type of section.types) expect(LISTING_TYPE_IDS).toContain(type);
      for (const kind of section.kinds) expect(LISTING_KIND_IDS).toContain(kind);
    }
  });

  it('leave no kind without a section', () => {
    const listed = new Set(SECTIONS.flatMap((section) => section.kinds));
    expect(LISTING_KIND_IDS.filter((kind) => !listed.has(kind))).toEqual([]);
  });

  it('are told from other words, and the map sections from business', () => {
    expect(isSection('land')).toBe(true);
    expect(isSection('newhouse')).toBe(false);
    expect(isMapSection('rent')).toBe(true);
    expect(isMapSection('business')).toBe(false);
  });

  it('offer land for sale first and business premises for rent first', () => {
    expect(LAND_DEALS).toEqual([
      { id: 2, name: '出售' },
      { id: 1, name: '出租' },
    ]);
    expect(BUSINESS_DEALS).toEqual([
      { id: 1, name: '出租' },
      { id: 2, name: '出售' },
      { id: 6, name: '頂讓' },
    ]);
  });
});

describe('sale labels', () => {
  it('are price drop 1, urgent 13 and must-see 10, with a menu name and a card tag', () => {
    expect(SALE_LABELS.map(({ id, name, tag }) => [id, name, tag])).toEqual([
      [1, '降價好屋', '降價'],
      [13, '急售好屋', '急售'],
      [10, '必看好屋', '必看'],
    ]);
  });
});
