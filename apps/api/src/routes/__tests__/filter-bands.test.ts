import { areaBands, parseBandId, priceBands } from '@591/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 400 });
});
afterAll(() => api.close());

/** The list pages the chips are for: section, type, kind and region. */
const PAGES = [
  { section: 'rent', type: 1, kind: 1, region: 1 },
  { section: 'sale', type: 2, kind: 9, region: 1 },
  { section: 'sale', type: 2, kind: 9, region: 15 },
  { section: 'business', type: 1, kind: 5, region: 1 },
  { section: 'business', type: 2, kind: 7, region: 3 },
  { section: 'land', type: 2, kind: 11, region: 8 },
] as const;

const within = (value: number, band: string) => {
  const range = parseBandId(band)!;
  return (
    (range.lower === null || value >= range.lower) && (range.upper === null || value <= range.upper)
  );
};

describe('the chips the apps show are the bands the API filters by', () => {
  it.each(PAGES)('$section type $type kind $kind in region $region', async (page) => {
    const query = `type=${page.type}&kind=${page.kind}&region=${page.region}`;
    const filters = (await api.app.inject(`/v1/${page.section}/filters?${query}`)).json();
    const bands = priceBands({ type: page.type, kind: page.kind, regionId: page.region });
    expect(filters.price).toEqual(bands);
    expect(filters.area).toEqual(areaBands({ type: page.type, kind: page.kind }));

    let listed = 0;
    for (const band of bands) {
      const answer = (
        await api.app.inject(`/v1/${page.section}/listings?${query}&price=${band.id}&pageSize=50`)
      ).json();
      expect(answer.items, band.name).toBeDefined();
      for (const card of answer.items) expect(within(card.price, band.id), band.name).toBe(true);
      listed += answer.total;
    }
    // The bands leave nothing out: together they list every listing of the page.
    const everything = (await api.app.inject(`/v1/${page.section}/listings?${query}`)).json();
    expect(listed).toBe(everything.total);
  });
});
