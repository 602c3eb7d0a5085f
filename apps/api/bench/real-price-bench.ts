import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { parseArgs, wholeNumber } from '../src/cli/args.ts';
import type { Database } from '../src/db/client.ts';
import { queryRows } from '../src/db/rows.ts';
import { Random } from '../src/lib/random.ts';
import { loadLocationCatalog } from '../src/services/location-catalog.ts';
import { refreshDataStories } from '../src/services/news/data-stories.ts';
import { refreshCommunityDeals } from '../src/services/real-price/community-deals.ts';
import {
  detailFilesOf,
  fileKindOf,
  importRealPriceFile,
  readDealParts,
} from '../src/services/real-price/import-file.ts';
import { refreshListingMarkets } from '../src/services/real-price/listing-markets.ts';
import { placeDealsInDistricts } from '../src/services/real-price/place-deals.ts';
import {
  importShippedRealPrice,
  SHARED_REAL_PRICE_DIR,
} from '../src/services/real-price/shipped-data.ts';
import {
  CONNECTIONS,
  measure,
  prepareBenchDatabase,
  RESULT_HEADER,
  readBenchArgs,
  resultRow,
  type Scenario,
  startBenchServer,
} from './bench-api.ts';

/**
 * The real-price search at scale: the shipped Taipei file imported, and `--deals` generated
 * deals (1,000,000 by default) made from its rows: each generated deal copies a real one (its
 * building type, rooms, area, floors, parking, remarks, special flag), with its price moved by
 * -15% to +15%, its date moved back by up to three years, and its place spread evenly over
 * every region and each region's districts (the file is Taipei's alone). Marked 'generated',
 * kept between runs while there are that many. Then the searches a visitor makes: a
 * district's deals, a region's, a region's with the home filters, and a region's trend.
 */
const argv = process.argv.slice(2);
const args = readBenchArgs(argv);
const DEALS = wholeNumber(parseArgs(argv), 'deals', 1_000_000);
const REQUESTS_PER_SCENARIO = 20_000;
const CHUNK = 100_000;
const random = new Random(591_1126);

async function generatedDeals(db: Database): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from real_price_deals where source = 'generated' and serial like 'BENCH%'`,
  );
  return row?.total ?? 0;
}

/** What the preparation timed, printed with the table. */
const timings: string[] = [];

const seconds = (started: number) => (Date.now() - started) / 1000;

/**
 * Every register of the shared folder imported again, as a release is (each 編號 upserted,
 * with its detail files): rows read and written a second, on a catalogue this size.
 */
async function timeReleaseImport(db: Database): Promise<void> {
  const catalog = await loadLocationCatalog(db);
  const names = readdirSync(SHARED_REAL_PRICE_DIR).sort();
  const textOf = (name: string) =>
    names.includes(name) ? readFileSync(path.join(SHARED_REAL_PRICE_DIR, name), 'utf8') : undefined;
  let rows = 0;
  const started = Date.now();
  for (const name of names) {
    const kind = fileKindOf(name);
    if (!kind) continue;
    const parts = readDealParts(detailFilesOf(name, textOf));
    const report = await importRealPriceFile(
      db,
      catalog,
      { text: textOf(name)!, ...kind, parts },
      { refresh: false },
    );
    rows += report.rows;
  }
  const imported = seconds(started);
  timings.push(
    `Import of the shared release files: ${rows.toLocaleString('en-US')} rows in ${imported.toFixed(1)} s (${Math.round(rows / imported).toLocaleString('en-US')} rows/s)`,
  );
  // What follows an import (refreshAfterImport), step by step.
  const [sales] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from listings where section = 'sale' and unit_price is not null`,
  );
  const steps: [string, () => Promise<void>][] = [
    ['deals placed on the map', () => placeDealsInDistricts(db)],
    ['communities’ deals counted', () => refreshCommunityDeals(db)],
    [
      `議價空間 of ${sales!.total.toLocaleString('en-US')} homes for sale`,
      () => refreshListingMarkets(db, catalog),
    ],
    ['data stories', () => refreshDataStories(db, catalog)],
  ];
  for (const [name, step] of steps) {
    const stepStarted = Date.now();
    await step();
    timings.push(`  then ${name}: ${seconds(stepStarted).toFixed(1)} s`);
  }
}

/** The shipped file imported, then the generated deals, in chunks of 100,000. */
async function prepareDeals(db: Database): Promise<void> {
  await importShippedRealPrice(db, await loadLocationCatalog(db));
  if ((await generatedDeals(db)) === DEALS) {
    console.log(`Reusing ${DEALS.toLocaleString('en-US')} generated deals`);
  } else {
    await generateDeals(db);
    // Placed on the map before the vacuum: an import places its deals, and a table measured
    // with five million rows just rewritten would have no visibility map to answer from.
    await placeDealsInDistricts(db);
  }
  // Fresh statistics and visibility map: what a production database's autovacuum keeps.
  await db.execute(sql`vacuum analyze real_price_deals`);
  await timeReleaseImport(db);
}

async function generateDeals(db: Database): Promise<void> {
  await db.execute(sql`delete from real_price_deals where serial like 'BENCH%'`);
  console.log(`Generating ${DEALS.toLocaleString('en-US')} deals from the shipped file ...`);
  const started = Date.now();
  for (let first = 1; first <= DEALS; first += CHUNK) {
    const last = Math.min(DEALS, first + CHUNK - 1);
    await db.execute(sql`
      insert into real_price_deals (
        serial, source, kind, region_id, district_id, district_name, target, address,
        land_parcel, traded_on, land_count, building_count, parking_count, floors, total_floors,
        building_type, main_use, completed_on, age_years, land_area_m2, building_area_m2,
        parking_area_m2, area_ping, rooms, halls, bathrooms, total_price, unit_price,
        unit_price_ex_parking, parking_type, parking_price, remarks, flags, special, raw
      )
      with real as (
        select row_number() over (order by serial) - 1 as n, *
        from real_price_deals where source = 'moi' and kind = 'sale'
      ),
      real_count as (select count(*) as c from real),
      places as (
        select row_number() over (order by d.region_id, d.id) - 1 as n, d.id, d.region_id, d.name
        from districts d
      ),
      place_count as (select count(*) as c from places),
      g as (
        select i, 0.85 + (i % 31) / 100.0 as f, (i % 36) as months_back
        from generate_series(${first}::int, ${last}::int) as i
      )
      select
        'BENCH' || lpad(g.i::text, 9, '0'), 'generated', 'sale', p.region_id, p.id, p.name,
        r.target, p.name || '示範路' || (g.i % 300 + 1) || '號', r.land_parcel,
        (r.traded_on - make_interval(months => g.months_back))::date,
        r.land_count, r.building_count, r.parking_count, r.floors, r.total_floors,
        r.building_type, r.main_use, r.completed_on, r.age_years, r.land_area_m2,
        r.building_area_m2, r.parking_area_m2, r.area_ping, r.rooms, r.halls, r.bathrooms,
        round(r.total_price * g.f), r.unit_price * g.f, r.unit_price_ex_parking * g.f,
        r.parking_type, round(r.parking_price * g.f), r.remarks, r.flags, r.special, '{}'::jsonb
      from g
      cross join real_count rc
      cross join place_count pc
      join real r on r.n = (g.i::bigint * 7919) % rc.c
      join places p on p.n = g.i % pc.c
    `);
    process.stdout.write(`  ${last.toLocaleString('en-US')}\r`);
  }
  console.log(`Generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

interface Place {
  regionId: number;
  districtIds: number[];
}

/** Listing ids of a section, a page of each region: the details a visitor opens. */
async function listingIdsOf(origin: string, section: string, places: Place[], query = '') {
  const pages = await Promise.all(
    places.map(async (place) => {
      const url = `${origin}/v1/${section}/listings?regionid=${place.regionId}&pageSize=50${query}`;
      const { items } = (await (await fetch(url)).json()) as { items: { id: number }[] };
      return items.map((item) => item.id);
    }),
  );
  return pages.flat();
}

async function placesOf(origin: string): Promise<Place[]> {
  const { groups } = (await (await fetch(`${origin}/v1/locations/regions`)).json()) as {
    groups: { regions: { id: number }[] }[];
  };
  const regions = groups.flatMap((group) => group.regions);
  return Promise.all(
    regions.map(async ({ id }) => {
      const region = (await (await fetch(`${origin}/v1/locations/regions/${id}`)).json()) as {
        districts: { id: number }[];
      };
      return { regionId: id, districtIds: region.districts.map((district) => district.id) };
    }),
  );
}

const HOME_FILTERS = [
  'type=tower',
  'type=apartment&rooms=2',
  'rooms=3&ageMax=20',
  'unitPriceMin=50&unitPriceMax=80',
];

function paths(places: Place[], make: (place: Place) => string): string[] {
  return Array.from({ length: REQUESTS_PER_SCENARIO }, () => make(random.pick(places)));
}

const serverUrl = await prepareBenchDatabase(args.listings, { also: prepareDeals });
const server = await startBenchServer(args.port, serverUrl);
try {
  const origin = `http://127.0.0.1:${args.port}`;
  const places = (await placesOf(origin)).filter((place) => place.districtIds.length > 0);
  const saleIds = await listingIdsOf(origin, 'sale', places);
  // Rentals of the kinds the register's 出租型態 names, where its rentals are.
  const rentIds = await listingIdsOf(
    origin,
    'rent',
    places.filter((place) => place.regionId === 1 || place.regionId === 15),
    '&kind=1,2,3,4',
  );
  const scenarios: Scenario[] = [
    {
      name: 'deals of a district',
      paths: paths(
        places,
        (place) =>
          `/v1/real-price/deals?regionid=${place.regionId}&sectionid=${random.pick(place.districtIds)}`,
      ),
    },
    {
      name: 'deals of a region',
      paths: paths(places, (place) => `/v1/real-price/deals?regionid=${place.regionId}`),
    },
    {
      name: 'deals of a region, home filters',
      paths: paths(
        places,
        (place) => `/v1/real-price/deals?regionid=${place.regionId}&${random.pick(HOME_FILTERS)}`,
      ),
    },
    {
      name: 'trend of a region',
      paths: paths(places, (place) => `/v1/real-price/trend?regionid=${place.regionId}`),
    },
    {
      name: '議價空間: a sale’s detail',
      paths: Array.from(
        { length: REQUESTS_PER_SCENARIO },
        () => `/v1/listings/${random.pick(saleIds)}`,
      ),
    },
    {
      name: '租金行情: a rental’s detail',
      paths: Array.from(
        { length: REQUESTS_PER_SCENARIO },
        () => `/v1/listings/${random.pick(rentIds)}`,
      ),
    },
  ];
  console.log(
    `\n${(DEALS + 430).toLocaleString('en-US')} deals (${DEALS.toLocaleString('en-US')} generated), ${serverUrl ? 'PostgreSQL' : 'PGlite'}; ${args.rate} requests/s over ${CONNECTIONS} staggered connections, ${args.seconds} s each after a 2 s warm-up; the last 12 months of deals\n`,
  );
  for (const line of timings) console.log(line);
  console.log('');
  console.log(RESULT_HEADER);
  for (const scenario of scenarios) {
    await measure(scenario, { port: args.port, rate: args.rate, duration: 2 });
    const result = await measure(scenario, {
      port: args.port,
      rate: args.rate,
      duration: args.seconds,
    });
    console.log(resultRow(scenario.name, result));
  }
} finally {
  server.kill();
}
