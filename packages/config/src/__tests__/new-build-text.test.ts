import { describe, expect, it } from 'vitest';
import { monthText, roomsText, totalPriceText, unitPriceText } from '../new-build-text.ts';

describe('price texts', () => {
  it('shows ranges, one value when both ends agree, and 價格待定 when there is none', () => {
    expect(unitPriceText({ min: 68, max: 82.5 })).toBe('68~82.5萬/坪');
    expect(unitPriceText({ min: 75, max: 75 })).toBe('75萬/坪');
    expect(unitPriceText(null)).toBe('價格待定');
    expect(totalPriceText({ min: 1580, max: 2960 })).toBe('1,580~2,960萬');
    expect(totalPriceText(null)).toBe('價格待定');
  });

  it('names room types as buyers read them', () => {
    expect(roomsText([2, 3])).toBe('2、3房');
    expect(roomsText([0, 1, 2])).toBe('開放式、1、2房');
    expect(roomsText([])).toBe('未提供');
  });

  it('writes a month in Chinese', () => {
    expect(monthText('2025-03')).toBe('2025年3月');
    expect(monthText(null)).toBeNull();
  });
});
