import { salePriceBands, setServerLocation } from '@591/config';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TABS, type SearchTab, searchUrl } from '../search-tabs.ts';

const tab = (key: SearchTab['key']) => SEARCH_TABS.find((item) => item.key === key)!;

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

beforeAll(() => setServerLocation({ protocol: 'http:', port: '8480' }));

describe('the home search tabs', () => {
  it('are rent, sale, new builds, land and business, in that order', () => {
    expect(SEARCH_TABS.map((item) => item.label)).toEqual([
      '租屋',
      '中古屋',
      '新建案',
      '土地',
      '店面/辦公/廠房',
    ]);
  });

  it("each lead to their section's own list page", () => {
    expect(SEARCH_TABS.map((item) => new URL(item.action()).host.split('.')[0])).toEqual([
      'rent',
      'sale',
      'newhouse',
      'land',
      'business',
    ]);
    expect(new URL(tab('sale').action()).pathname).toBe('/');
    expect(new URL(tab('rent').action()).pathname).toBe('/list');
  });

  it('offers the sale price bands of the region chosen', () => {
    for (const regionId of [1, 3, 15]) {
      const price = tab('sale')
        .choices(regionId)
        .find((row) => row.param === 'price')!;
      expect(price.options.slice(1)).toEqual(salePriceBands(regionId));
    }
  });

  it('have a choice in every row, and one box in a checkbox row', () => {
    for (const item of SEARCH_TABS) {
      for (const row of item.choices(1)) {
        expect(row.options.length).toBeGreaterThan(0);
        if (row.checkbox) expect(row.options).toHaveLength(1);
      }
    }
  });
});

describe('searchUrl', () => {
  it('leaves out what was left empty and trims the keyword', () => {
    const url = new URL(
      searchUrl(
        tab('rent'),
        form([
          ['region', '3'],
          ['keyword', '  板橋 '],
          ['kind', '2'],
          ['price', ''],
        ]),
      ),
    );
    expect(url.pathname).toBe('/list');
    expect([...url.searchParams]).toEqual([
      ['region', '3'],
      ['keyword', '板橋'],
      ['kind', '2'],
    ]);
  });

  it("keeps the tab's fixed parameters", () => {
    const url = new URL(
      searchUrl(
        tab('land'),
        form([
          ['kind', '11'],
          ['region', '6'],
          ['keyword', ''],
          ['type', '1'],
        ]),
      ),
    );
    expect(url.search).toBe('?kind=11&region=6&type=1');
  });
});
