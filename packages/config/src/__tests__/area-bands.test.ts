import { describe, expect, it } from 'vitest';
import { AREA_BANDS, areaBands } from '../area-bands.ts';
import { expectContiguousBands } from './band-assertions.ts';

describe('area bands', () => {
  it('are the rent list of the portal: under 10坪 to over 50坪', () => {
    expect(areaBands({ type: 1, kind: 1 })).toEqual([
      { id: '_10', name: '10坪以下' },
      { id: '10_20', name: '10-20坪' },
      { id: '20_30', name: '20-30坪' },
      { id: '30_40', name: '30-40坪' },
      { id: '40_50', name: '40-50坪' },
      { id: '50_', name: '50坪以上' },
    ]);
  });

  it('follow the kind for business listings, whatever the type', () => {
    for (const type of [1, 2] as const) {
      expect(areaBands({ type, kind: 11 })).toBe(AREA_BANDS.land);
      expect(areaBands({ type, kind: 7 })).toBe(AREA_BANDS.factory);
      for (const kind of [5, 6, 12]) expect(areaBands({ type, kind })).toBe(AREA_BANDS.business);
    }
    expect(areaBands({ type: 6 })).toBe(AREA_BANDS.business);
  });

  it('use the sale list for homes for sale and new builds', () => {
    expect(areaBands({ type: 2 })).toBe(AREA_BANDS.sale);
    expect(areaBands({ type: 2, kind: 22 })).toBe(AREA_BANDS.sale);
    expect(areaBands({ type: 8 })).toBe(AREA_BANDS.sale);
  });

  it('are contiguous and rising, with 坪 names', () => {
    for (const options of Object.values(AREA_BANDS)) {
      expectContiguousBands(options);
      for (const { name } of options) expect(name).toMatch(/坪/);
    }
    expect(AREA_BANDS.land.at(-1)?.name).toBe('1,000坪以上');
  });
});
