import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commercialPriceBands } from '../commercial-price-bands.ts';
import { LISTING_KIND_IDS } from '../listing-kinds.ts';
import { NEW_BUILD_PRICE_BANDS } from '../new-build-price-bands.ts';
import { type PricedListingType, priceBands } from '../price-bands.ts';
import { REGIONS } from '../regions.ts';
import { SALE_PRICE_BANDS } from '../sale-price-bands.ts';
import { COMMERCIAL_KINDS } from '../sections.ts';
import { expectContiguousBands } from './band-assertions.ts';

const ids = (options: readonly { id: string }[]) => options.map(({ id }) => id);

const TAIPEI = 1;
const NEW_TAIPEI = 3;
const TAOYUAN = 6;
const TAICHUNG = 8;
const TAINAN = 15;
const KAOHSIUNG = 17;

describe('sale price bands', () => {
  it('default to 500萬 steps up to 2,000萬以上 outside the dearer regions', () => {
    expect(priceBands({ type: 2, regionId: KAOHSIUNG })).toEqual([
      { id: '_500', name: '500萬以下' },
      { id: '500_750', name: '500-750萬' },
      { id: '750_1000', name: '750-1,000萬' },
      { id: '1000_1250', name: '1,000-1,250萬' },
      { id: '1250_1500', name: '1,250-1,500萬' },
      { id: '1500_2000', name: '1,500-2,000萬' },
      { id: '2000_', name: '2,000萬以上' },
    ]);
  });

  it('reach 5,000萬以上 in Taipei', () => {
    expect(ids(priceBands({ type: 2, regionId: TAIPEI }))).toEqual([
      '_1000',
      '1000_1500',
      '1500_2000',
      '2000_3000',
      '3000_4000',
      '4000_5000',
      '5000_',
    ]);
  });

  it.each([3, 4, 5, 6, 8])('use the 750 to 3,000萬 variant in region %i', (regionId) => {
    expect(ids(priceBands({ type: 2, regionId }))).toEqual([
      '_750',
      '750_1000',
      '1000_1250',
      '1250_1500',
      '1500_2000',
      '2000_3000',
      '3000_',
    ]);
  });

  it('price carports (kind 8) in 100萬 steps in every region', () => {
    for (const regionId of [TAIPEI, NEW_TAIPEI, TAINAN]) {
      expect(priceBands({ type: 2, kind: 8, regionId })).toEqual([
        { id: '_100', name: '100萬以下' },
        { id: '100_150', name: '100-150萬' },
        { id: '150_200', name: '150-200萬' },
        { id: '200_', name: '200萬以上' },
      ]);
    }
  });

  it('price foreclosures (kind 22) like the homes of their region', () => {
    expect(priceBands({ type: 2, kind: 22, regionId: TAIPEI })).toBe(SALE_PRICE_BANDS.taipei);
    expect(priceBands({ type: 2, kind: 22, regionId: TAINAN })).toBe(SALE_PRICE_BANDS.default);
  });
});

describe('rent price bands', () => {
  it('are the same for every home kind and region', () => {
    const expected = [
      { id: '_5000', name: '5,000元以下' },
      { id: '5000_10000', name: '5,000-10,000元' },
      { id: '10000_20000', name: '10,000-20,000元' },
      { id: '20000_30000', name: '20,000-30,000元' },
      { id: '30000_40000', name: '30,000-40,000元' },
      { id: '40000_', name: '40,000元以上' },
    ];
    for (const kind of [undefined, 1, 2, 3, 4, 8]) {
      for (const { id: regionId } of REGIONS) {
        expect(priceBands({ type: 1, kind, regionId })).toEqual(expected);
      }
    }
  });
});

describe('business price bands', () => {
  it('price shop transfers (type 6) with the shop rent bands of the region', () => {
    for (const { id: regionId } of REGIONS) {
      expect(priceBands({ type: 6, regionId })).toBe(commercialPriceBands(5, 'rent', regionId));
      expect(priceBands({ type: 6, kind: 7, regionId })).toBe(
        commercialPriceBands(5, 'rent', regionId),
      );
    }
  });

  it('give rents in 元 and sale prices in 萬', () => {
    for (const kind of COMMERCIAL_KINDS) {
      expect(priceBands({ type: 1, kind, regionId: TAIPEI })[0]?.name).toMatch(/元以下$/);
      expect(priceBands({ type: 2, kind, regionId: TAIPEI })[0]?.name).toMatch(/萬以下$/);
    }
  });

  it('share one list between offices (6) and live-and-work offices (12)', () => {
    for (const type of [1, 2] as const) {
      for (const { id: regionId } of REGIONS) {
        expect(priceBands({ type, kind: 12, regionId })).toBe(
          priceBands({ type, kind: 6, regionId }),
        );
      }
    }
  });

  it('have their own lists for Taipei, New Taipei and Taichung, one list for the rest', () => {
    for (const kind of COMMERCIAL_KINDS) {
      for (const type of [1, 2] as const) {
        const of = (regionId: number) => priceBands({ type, kind, regionId });
        expect(new Set([of(TAIPEI), of(NEW_TAIPEI), of(TAICHUNG), of(TAINAN)]).size).toBe(4);
        expect(of(KAOHSIUNG)).toBe(of(TAINAN));
      }
    }
  });

  it('give Taoyuan its own lists for factories only', () => {
    for (const type of [1, 2] as const) {
      expect(priceBands({ type, kind: 7, regionId: TAOYUAN })).not.toBe(
        priceBands({ type, kind: 7, regionId: TAINAN }),
      );
      for (const kind of [5, 6, 12, 11]) {
        expect(priceBands({ type, kind, regionId: TAOYUAN })).toBe(
          priceBands({ type, kind, regionId: TAINAN }),
        );
      }
    }
  });

  it('ask more for a Taipei listing than for the same band position elsewhere', () => {
    for (const kind of COMMERCIAL_KINDS) {
      for (const type of [1, 2] as const) {
        const top = (regionId: number) => priceBands({ type, kind, regionId }).at(-1)?.id ?? '';
        expect(Number.parseInt(top(TAIPEI), 10)).toBeGreaterThan(Number.parseInt(top(TAINAN), 10));
      }
    }
  });
});

describe('new-build price bands', () => {
  it('are the positions 0 to 6 with 萬 ranges as names', () => {
    for (const regionId of [TAIPEI, NEW_TAIPEI, KAOHSIUNG]) {
      const options = priceBands({ type: 8, regionId });
      expect(ids(options)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
      expect(options[0]?.name).toMatch(/^[\d,]+萬以下$/);
      expect(options[6]?.name).toMatch(/^[\d,]+萬以上$/);
    }
  });

  it('have a Taipei list, a New Taipei list and a default for the rest', () => {
    expect(priceBands({ type: 8, regionId: TAIPEI })).toBe(NEW_BUILD_PRICE_BANDS.taipei);
    expect(priceBands({ type: 8, regionId: NEW_TAIPEI })).toBe(NEW_BUILD_PRICE_BANDS.newTaipei);
    expect(priceBands({ type: 8, regionId: TAICHUNG })).toBe(NEW_BUILD_PRICE_BANDS.default);
    expect(priceBands({ type: 8, regionId: TAIPEI })[6]?.name).toBe('5,000萬以上');
  });
});

describe('priceBands properties', () => {
  const type = fc.constantFrom<PricedListingType>(1, 2, 6);
  const kind = fc.option(fc.constantFrom(...LISTING_KIND_IDS), {
    nil: undefined,
  });
  const regionId = fc.oneof(
    fc.constantFrom(...REGIONS.map((region) => region.id)),
    fc.integer({ min: -5, max: 99 }),
  );

  it('always gives contiguous rising bands with lower_upper ids', () => {
    fc.assert(
      fc.property(type, kind, regionId, (t, k, r) => {
        expectContiguousBands(priceBands({ type: t, kind: k, regionId: r }));
      }),
    );
  });

  it('gives every region, known or not, a list', () => {
    fc.assert(
      fc.property(fc.constantFrom<PricedListingType>(1, 2, 6, 8), kind, regionId, (t, k, r) => {
        expect(priceBands({ type: t, kind: k, regionId: r }).length).toBeGreaterThan(2);
      }),
    );
  });
});
