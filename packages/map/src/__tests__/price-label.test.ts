import { describe, expect, it } from 'vitest';
import { fullPrice, priceRange, shortPrice } from '../price-label.ts';

describe('marker prices', () => {
  it('shortens each unit’s price for a marker', () => {
    expect(shortPrice(8500, '元/月')).toBe('8,500');
    expect(shortPrice(25000, '元/月')).toBe('2.5萬');
    expect(shortPrice(30000, '元/月')).toBe('3萬');
    expect(shortPrice(9465, '萬')).toBe('9,465萬');
    expect(shortPrice(19119, '萬')).toBe('1.9億');
    expect(shortPrice(120.5, '萬/坪')).toBe('121萬');
  });

  it('gives a cluster the range of its prices, or one price when they agree', () => {
    expect(priceRange(5600, 35000, '元/月')).toBe('0.6–3.5萬');
    expect(priceRange(25000, 25400, '元/月')).toBe('2.5萬');
    expect(priceRange(1200, 19119, '萬')).toBe('1,200萬–1.9億');
  });

  it('says a price in full as cards do', () => {
    expect(fullPrice(19119, '萬')).toBe('19,119 萬');
    expect(fullPrice(35000, '元/月')).toBe('35,000 元/月');
    expect(fullPrice(120.5, '萬/坪')).toBe('120.50 萬/坪');
  });
});
