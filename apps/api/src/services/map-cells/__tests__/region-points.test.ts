import { MAP_SECTIONS, type Section, sectionRules } from '@591/config';
import type { SearchQuery } from '@591/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.ts';
import { seedSearchCatalogue } from '../../../test-support/search-catalogue.ts';
import { openTestDatabase } from '../../../test-support/test-database.ts';
import { searchConditions } from '../../listing-search.ts';
import { type LocationCatalog, loadLocationCatalog } from '../../location-catalog.ts';
import { type CellRow, groupedPoints } from '../../map-clusters.ts';
import { IndexedMatcher, onlyIndexed } from '../../search-match.ts';
import { parseSearch } from '../../search-params.ts';
import { REGION_GROUPED_MAX_ZOOM } from '../cell-sql.ts';
import { groupPoints, type RegionPointStore, regionPointStore } from '../region-points.ts';
import { LISTING_POINTS } from '../tile-clusters.ts';

let database: DatabaseHandle;
let catalog: LocationCatalog;
let store: RegionPointStore;
const now = new Date();

beforeAll(async () => {
  database = await openTestDatabase();
  // Paused, closed and long unconfirmed listings, which no map shows.
  await seedSearchCatalogue(database.db, 1500);
  catalog = await loadLocationCatalog(database.db);
  store = regionPointStore(database.db);
}, 120_000);

afterAll(() => database?.close());

const band = fc
  .tuple(
    fc.option(fc.constantFrom(0, 5, 10.5, 20, 500, 5000, 15000, 30000)),
    fc.option(fc.constantFrom(10, 30, 100, 3000, 10000, 20000, 60000)),
  )
  .map(([lower, upper]) => [`${lower ?? ''}_${upper ?? ''}`]);

const ids = (values: number[]) =>
  fc
    .subarray(values, { minLength: 1, maxLength: Math.min(3, values.length) })
    .map((items) => [items.join(',')]);

/** Map queries with only the filters the map index holds, up to four of them. */
function indexedQuery(section: Section): fc.Arbitrary<SearchQuery> {
  const rules = sectionRules(section);
  const filters = {
    type: fc.constantFrom(...rules.types),
    kind: ids([...rules.kinds]),
    price: band,
    area: band,
    houseage: band,
    pattern: ids([1, 2, 3, 4]),
    mrt: fc.constant(1 as const),
    station: ids([4001, 4002, 4010, 4050, 4123]),
    metro: ids([1, 2, 4, 5]),
    shType: fc.constant('host' as const),
    confirmed: fc.constant(7 as const),
  };
  const names = Object.keys(filters) as (keyof typeof filters)[];
  return fc
    .tuple(fc.record(filters), fc.subarray(names, { maxLength: 4 }), fc.constantFrom(1, 3))
    .map(([values, chosen, region]) => ({
      region,
      ...Object.fromEntries(chosen.map((name) => [name, values[name]])),
    }));
}

const byCell = (cells: CellRow[]) =>
  cells
    .map((cell) => ({
      ...cell,
      count: Number(cell.count),
      // Sums of the same places in another order agree to far more than a metre.
      latSum: Math.round(Number(cell.latSum) * 1e6),
      lngSum: Math.round(Number(cell.lngSum) * 1e6),
      minPrice: Number(cell.minPrice),
      maxPrice: Number(cell.maxPrice),
      id: Number(cell.id),
    }))
    .sort((a, b) => a.y - b.y || a.x - b.x);

describe('a region’s points in memory', () => {
  for (const section of MAP_SECTIONS) {
    it(`group ${section} listings as the database does, for every filter the index holds`, async () => {
      let nonEmpty = 0;
      await fc.assert(
        fc.asyncProperty(indexedQuery(section), async (query) => {
          let filters: ReturnType<typeof parseSearch>;
          try {
            filters = parseSearch(section, query);
          } catch {
            return; // A query the map refuses (400).
          }
          expect(onlyIndexed(filters)).toBe(true);
          const where = searchConditions(filters, catalog, now);
          const expected = await groupedPoints(
            database.db,
            LISTING_POINTS,
            where,
            REGION_GROUPED_MAX_ZOOM,
          );
          if (expected.length > 0) nonEmpty += 1;
          const points = await store.pointsOf(section, filters.region!, 0);
          const held = groupPoints(points, new IndexedMatcher(filters, catalog, now));
          expect(byCell(held)).toEqual(byCell(expected));
        }),
        { numRuns: 100 },
      );
      expect(nonEmpty).toBeGreaterThan(20);
    }, 120_000);
  }

  it('leave to the database the filters the map index does not hold', () => {
    for (const query of [
      { region: 1, keyword: '套房' },
      { region: 1, features: ['pet'] },
      { region: 1, section: ['1'] },
      { region: 1, label: ['1'] },
      { region: 1, bbox: '121.5,25.02,121.56,25.06' },
    ] satisfies SearchQuery[]) {
      expect(onlyIndexed(parseSearch('rent', query))).toBe(false);
    }
    expect(onlyIndexed(parseSearch('rent', { region: 1, mrt: 1, shType: 'host' }))).toBe(true);
  });
});
