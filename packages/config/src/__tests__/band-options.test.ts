import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandOptions } from '../band-options.ts';
import { bandId, NO_LIMIT_OPTION, parseBandId } from '../filter-option.ts';
import { expectContiguousBands } from './band-assertions.ts';

describe('bandOptions', () => {
  it('names the open ends 以下 and 以上 and writes thousands separators', () => {
    expect(bandOptions([5000, 10000], '元')).toEqual([
      { id: '_5000', name: '5,000元以下' },
      { id: '5000_10000', name: '5,000-10,000元' },
      { id: '10000_', name: '10,000元以上' },
    ]);
  });

  it('makes contiguous rising bands from any rising cut points', () => {
    const cuts = fc
      .uniqueArray(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 12 })
      .map((values) => values.sort((a, b) => a - b));
    fc.assert(
      fc.property(cuts, (points) => {
        const options = bandOptions(points, '萬');
        expect(options).toHaveLength(points.length + 1);
        expectContiguousBands(options);
      }),
    );
  });
});

describe('filter option ids', () => {
  it('leaves an open end empty', () => {
    expect(bandId({ lower: 2000, upper: null })).toBe('2000_');
    expect(bandId({ lower: null, upper: 500 })).toBe('_500');
    expect(parseBandId('2000_')).toEqual({ lower: 2000, upper: null });
    expect(parseBandId('_500')).toEqual({ lower: null, upper: 500 });
    expect(parseBandId('_')).toEqual({ lower: null, upper: null });
  });

  it('reads decimals, and refuses text that is not a range', () => {
    expect(parseBandId('1.5_2.5')).toEqual({ lower: 1.5, upper: 2.5 });
    for (const text of ['', '500', 'a_b', '-1_5', '5_1', '1_2_3', ' 1_2']) {
      expect(parseBandId(text)).toBeNull();
    }
  });

  it('reads back every range it writes', () => {
    const end = fc.option(fc.nat({ max: 1_000_000 }), { nil: null });
    fc.assert(
      fc.property(end, end, (a, b) => {
        const [lower, upper] = a !== null && b !== null && a > b ? [b, a] : [a, b];
        expect(parseBandId(bandId({ lower, upper }))).toEqual({ lower, upper });
      }),
    );
  });

  it('offers 不限 with an empty id, which leaves the filter out', () => {
    expect(NO_LIMIT_OPTION).toEqual({ id: '', name: '不限' });
  });
});
