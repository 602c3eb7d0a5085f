import { describe, expect, it } from 'vitest';
import { landListHead, listName, searchSummary } from '../land-head.ts';
import type { LandFilters } from '../land-types.ts';

const region = { name: '台北市', districts: [{ id: 5, name: '大安區' }] } as never;
const filters = {
  zones: [{ id: 4, name: '商業區' }],
  specials: [{ id: 'foreclosure', name: '法拍土地' }],
} as unknown as LandFilters;

describe('land list head', () => {
  it('names the list by region and type', () => {
    expect(listName('新北市', { type: 1 })).toBe('新北市土地出租');
    expect(listName('台北市', { type: 2 })).toBe('台北市土地出售');
  });

  it('says what the search is in words', () => {
    const params = new URLSearchParams('section=5&zone=4&special=foreclosure&keyword=復興');
    expect(searchSummary(region, filters, params)).toBe(
      '台北市大安區 土地出售 商業區 法拍土地 「復興」',
    );
  });

  it('gives each search its own title and description with the total', () => {
    const head = landListHead({
      search: 'type=1&zone=4',
      region,
      filters,
      results: { total: 1234 },
    });
    expect(head.title).toBe('台北市 土地出租 商業區，共 1,234 筆 - 591土地');
    expect(head.description).toMatch(/^台北市 土地出租 商業區共 1,234 筆：/);
  });
});
