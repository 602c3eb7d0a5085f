import { describe, expect, it } from 'vitest';
import {
  LISTING_CATEGORIES,
  listingCategoryByCode,
  listingCategoryById,
} from '../listing-categories.ts';
import { BUSINESS_KINDS, isBusinessKind, listingKindName, RENT_KINDS } from '../listing-kinds.ts';
import { SALE_LABELS } from '../sale-labels.ts';

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

describe('listing kinds', () => {
  it('name the rent kinds', () => {
    expect(RENT_KINDS.map(listingKindName)).toEqual([
      '整層住家',
      '獨立套房',
      '分租套房',
      '雅房',
      '車位',
    ]);
  });

  it('name the business kinds in menu order', () => {
    expect(BUSINESS_KINDS.map(listingKindName)).toEqual(['店面', '辦公', '住辦', '廠房', '土地']);
  });

  it('name foreclosures and nothing unknown', () => {
    expect(listingKindName(22)).toBe('法拍屋');
    expect(listingKindName(9)).toBeUndefined();
  });

  it('tell business kinds from home kinds', () => {
    for (const kind of BUSINESS_KINDS) expect(isBusinessKind(kind)).toBe(true);
    for (const kind of [...RENT_KINDS, 22, undefined]) expect(isBusinessKind(kind)).toBe(false);
  });
});

describe('sale labels', () => {
  it('are price drop 1, urgent 13 and must-see 10', () => {
    expect(SALE_LABELS).toEqual([
      { id: 1, name: '降價' },
      { id: 13, name: '急售' },
      { id: 10, name: '必看好屋' },
    ]);
  });
});
