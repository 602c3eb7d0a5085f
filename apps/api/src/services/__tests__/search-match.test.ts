import { SECTION_IDS, type Section, sectionRules } from '@591/config';
import type { SearchQuery } from '@591/contract';
import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { FEATURES } from '../../domain/attributes.ts';
import { seedSearchCatalogue } from '../../test-support/search-catalogue.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';
import { searchConditions } from '../listing-search.ts';
import { type LocationCatalog, loadLocationCatalog } from '../location-catalog.ts';
import { matchFiltersOf } from '../search-key.ts';
import { type MatchableListing, matchesSearch } from '../search-match.ts';
import { parseSearch } from '../search-params.ts';

let database: DatabaseHandle;
let catalog: LocationCatalog;
let rows: (MatchableListing & { id: number })[];
const now = new Date();

const matchable = {
  id: listings.id,
  section: listings.section,
  status: listings.status,
  confirmedAt: listings.confirmedAt,
  postedAt: listings.postedAt,
  regionId: listings.regionId,
  districtId: listings.districtId,
  type: listings.type,
  kind: listings.kind,
  price: listings.price,
  area: listings.area,
  unitPrice: listings.unitPrice,
  age: listings.age,
  rooms: listings.rooms,
  buildingType: listings.buildingType,
  features: listings.features,
  labels: listings.labels,
  stationId: listings.stationId,
  universityId: listings.universityId,
  circleId: listings.circleId,
  keywords: listings.keywords,
  posterRole: listings.posterRole,
  landZone: listings.landZone,
  landCategory: listings.landCategory,
  roadWidth: listings.roadWidth,
  frontage: listings.frontage,
  auctionRound: listings.auctionRound,
  floor: listings.floor,
  lat: listings.lat,
  lng: listings.lng,
  marketRatio: listings.marketRatio,
};

beforeAll(async () => {
  database = await openTestDatabase();
  // Listings a member has paused, closed, or not confirmed for long: never matched.
  await seedSearchCatalogue(database.db, 1200);
  catalog = await loadLocationCatalog(database.db);
  rows = (await database.db
    .select(matchable)
    .from(listings)
    .orderBy(asc(listings.id))) as typeof rows;
}, 120_000);

afterAll(() => database?.close());

const band = (lower: number | null, upper: number | null) => `${lower ?? ''}_${upper ?? ''}`;
const bands = (values: number[]) =>
  fc
    .array(
      fc
        .tuple(fc.option(fc.constantFrom(...values)), fc.option(fc.constantFrom(...values)))
        .filter(([lower, upper]) => lower === null || upper === null || lower <= upper)
        .map(([lower, upper]) => band(lower, upper)),
      { minLength: 1, maxLength: 2 },
    )
    .map((items) => [items.join(',')]);

const ids = (values: number[]) =>
  fc
    .subarray(values, { minLength: 1, maxLength: Math.min(3, values.length) })
    .map((items) => [items.join(',')]);

/**
 * List page queries as visitors' URLs make them: up to four of the filters the list has, as
 * more rarely find anything among the seeded listings.
 */
function queryOf(section: Section): fc.Arbitrary<SearchQuery> {
  const filters = everyFilter(section);
  const names = Object.keys(filters) as (keyof typeof filters)[];
  return fc
    .tuple(fc.record(filters), fc.subarray(names, { maxLength: 4 }))
    .map(([values, chosen]) => Object.fromEntries(chosen.map((name) => [name, values[name]])));
}

function everyFilter(section: Section) {
  const rules = sectionRules(section);
  return {
    region: fc.integer({ min: 1, max: 26 }),
    section: ids([1, 2, 3, 4, 5, 7, 10, 12, 26, 38, 44, 100, 120]),
    type: fc.constantFrom(...rules.types),
    kind: ids([...rules.kinds]),
    price: bands([0, 500, 5000, 10000, 15000, 20000, 30000, 1500, 3000]),
    area: bands([0, 5, 10.5, 20, 30, 50, 100, 1000]),
    unitprice: bands([10, 30, 60, 100]),
    houseage: bands([0, 5, 10, 20, 30]),
    layout: ids([1, 2, 3, 4]),
    shape: ids([1, 2, 3, 4]),
    features: fc
      .subarray(['new', ...FEATURES.map((feature) => feature.code)], { maxLength: 2 })
      .map((items) => [items.join(',')]),
    mrt: fc.constant(1 as const),
    station: ids([4001, 4002, 4010, 4050, 4123]),
    mrtline: ids([1, 2, 4, 5, 100, 125]),
    school: ids([0, 1, 2, 3, 10]),
    circle: ids([1, 2, 3, 10]),
    keyword: fc.constantFrom('大安', '區', '捷運', '套房', 'a', '中正路', '%', '_'),
    shType: fc.constant('host' as const),
    label: ids([1, 10, 13]),
    confirmed: fc.constant(7 as const),
    // Map views: a city, a few streets, a county, and one too far out to sea to hold anything.
    bbox: fc.constantFrom(
      '121.45,24.96,121.67,25.21',
      '121.5,25.02,121.56,25.06',
      '120.1,22.5,120.9,23.2',
      '119.0,21.0,119.2,21.2',
    ),
    ...(section === 'land'
      ? {
          zone: ids([1, 2, 3, 4, 5, 6, 7, 8, 9]),
          roadwidth: bands([0, 4, 6.5, 8, 12]),
          special: fc
            .subarray(['foreclosure', 'farmhouse', 'large'], { minLength: 1 })
            .map((items) => [items.join(',')]),
        }
      : {}),
    ...(section === 'sale' ? { market: fc.constant('below' as const) } : {}),
    ...(section === 'business' ? { floor: ids([1, 2, 3]), frontage: bands([0, 3, 5.5, 8]) } : {}),
  };
}

/** The ids the list itself returns for these filters, every page of them. */
async function listed(filters: ReturnType<typeof parseSearch>): Promise<number[]> {
  const found = await database.db
    .select({ id: listings.id })
    .from(listings)
    .where(searchConditions(filters, catalog, now))
    .orderBy(asc(listings.id));
  return found.map((row) => row.id);
}

describe('matchesSearch', () => {
  for (const section of SECTION_IDS) {
    it(`matches a ${section} listing exactly when the list would show it`, async () => {
      let nonEmpty = 0;
      await fc.assert(
        fc.asyncProperty(queryOf(section), async (query) => {
          let filters: ReturnType<typeof parseSearch>;
          try {
            filters = parseSearch(section, query);
          } catch {
            // A query the list refuses (400) is never saved either.
            return;
          }
          const expected = await listed(filters);
          if (expected.length > 0) nonEmpty += 1;
          const kept = matchFiltersOf(filters);
          const matched = rows
            .filter((row) => matchesSearch(kept, row, catalog, now))
            .map((row) => row.id);
          expect(matched).toEqual(expected);
        }),
        { numRuns: 150 },
      );
      // The property is only worth something if many searches find listings.
      expect(nonEmpty).toBeGreaterThan(20);
    }, 120_000);
  }
});
