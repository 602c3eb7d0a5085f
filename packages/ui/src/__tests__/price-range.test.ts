import { describe, expect, it } from 'vitest';
import { customRangeOf, parsePriceRange } from '../search/price-range.ts';

const TOTAL = { label: '總價', unit: '萬', max: 999_999 };
const RENT = { label: '租金', unit: '元', max: 9_999_999 };

describe('custom total price range', () => {
  it('becomes lower_upper in 萬, either end open', () => {
    expect(parsePriceRange('800', '1,200', TOTAL)).toEqual({ ok: true, value: '800_1200' });
    expect(parsePriceRange('', '900', TOTAL)).toEqual({ ok: true, value: '_900' });
    expect(parsePriceRange(' 3000 ', '', TOTAL)).toEqual({ ok: true, value: '3000_' });
  });

  it('refuses an empty, a non-numeric or an upside-down range with a zh-TW reason', () => {
    expect(parsePriceRange('', ' ', TOTAL)).toEqual({ ok: false, error: '請輸入最低或最高總價' });
    expect(parsePriceRange('8百', '', TOTAL)).toMatchObject({ ok: false, error: /整數/ });
    expect(parsePriceRange('1.5', '', TOTAL)).toMatchObject({ ok: false });
    expect(parsePriceRange('2000', '1000', TOTAL)).toEqual({
      ok: false,
      error: '最低總價不可高於最高總價',
    });
  });

  it('fills the form only for a price that is not one of the bands', () => {
    const bands = [{ id: '_1000' }, { id: '1000_1500' }];
    expect(customRangeOf('1000_1500', bands)).toBeNull();
    expect(customRangeOf('800_1200', bands)).toEqual({ lower: '800', upper: '1200' });
    expect(customRangeOf('_', bands)).toBeNull();
    expect(customRangeOf(null, bands)).toBeNull();
  });

  it('names the amount and its unit, and refuses more than the most anyone means', () => {
    expect(parsePriceRange('30000', '20000', RENT)).toEqual({
      ok: false,
      error: '最低租金不可高於最高租金',
    });
    expect(parsePriceRange('', '', RENT)).toEqual({ ok: false, error: '請輸入最低或最高租金' });
    expect(parsePriceRange('1000000', '', TOTAL)).toEqual({
      ok: false,
      error: '總價請輸入 0 到 999,999 萬的整數',
    });
    expect(parsePriceRange('-5', '', RENT)).toMatchObject({ ok: false });
    expect(parsePriceRange('007', '', RENT)).toEqual({ ok: true, value: '7_' });
  });
});
