import { count, like, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  businessCircles,
  communities,
  districts,
  listingDetails,
  listings,
  members,
  metroLines,
  metroStations,
  newBuildEvents,
  newBuildStations,
  newBuilds,
  realPriceDeals,
  regions,
  universities,
} from '../db/schema/index.ts';
import { groupBy } from '../lib/group-by.ts';
import { loadLocationCatalog } from '../services/location-catalog.ts';
import { rebuildMapCells } from '../services/map-cells/cell-upkeep.ts';
import { refreshCommunityDeals } from '../services/real-price/community-deals.ts';
import { refreshListingMarkets } from '../services/real-price/listing-markets.ts';
import { districtBrokers, NO_LOGIN_PASSWORD_HASH } from './brokers.ts';
import { addBuilderMembers } from './builder-members.ts';
import { buildCommunities } from './communities.ts';
import { addGeneratedHomeDeals } from './generated-home-deals.ts';
import { buildGeneratedLandDeals, GENERATED_SERIAL_PREFIX } from './generated-land-deals.ts';
import { type GeneratorInput, generateListing } from './listing-generator.ts';
import { buildNewBuilds } from './new-builds.ts';
import { addPosterMembers } from './poster-members.ts';
import { approveSeededProfessionals } from './professional-members.ts';
import { type DistrictRef, referenceData } from './reference-data.ts';
import { referenceRows } from './reference-rows.ts';

export interface SeedOptions {
  listings: number;
  /** Same seed, same data. */
  seed?: number;
  /** Posting times and building ages count back from this day (default: today, UTC). */
  asOf?: Date;
  /** The builders' accounts' password (development only); without one they cannot log in. */
  builderPassword?: string | null;
  /** The listings' posters' password (development only); without one they cannot log in. */
  posterPassword?: string | null;
  onProgress?: (inserted: number, total: number) => void;
}

export const DEFAULT_SEED = 591;
const LISTING_BATCH = 1000;

export function startOfTodayUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ regions: count() }).from(regions);
  return (row?.regions ?? 0) > 0;
}

/**
 * Removes the catalogue (places, listings and the seed's deals) but keeps members, sessions,
 * device data and the government's imported deals.
 */
export async function clearCatalogue(db: Database): Promise<void> {
  await db.execute(
    sql`truncate ${newBuildEvents}, ${newBuildStations}, ${newBuilds}, ${listingDetails}, ${listings}, ${communities}, ${metroStations}, ${metroLines}, ${businessCircles}, ${universities}, ${districts}, ${regions} cascade`,
  );
  await db.delete(realPriceDeals).where(like(realPriceDeals.serial, `${GENERATED_SERIAL_PREFIX}%`));
}

async function insertChunked<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
  size = 2000,
) {
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
}

/**
 * The new-build projects with their timelines and the stations near them. Also run alone on a
 * database seeded before there were any.
 */
export async function addNewBuilds(
  db: Database,
  seed = DEFAULT_SEED,
  asOf = startOfTodayUtc(),
): Promise<void> {
  const projects = buildNewBuilds(referenceData(), seed, asOf);
  await insertChunked(
    db,
    newBuilds,
    projects.map(({ project }) => project),
    500,
  );
  await insertChunked(
    db,
    newBuildEvents,
    projects.flatMap(({ project, events }) =>
      events.map((event) => ({ ...event, newBuildId: project.id })),
    ),
  );
  await insertChunked(
    db,
    newBuildStations,
    projects.flatMap(({ project, stations }) =>
      stations.map((near) => ({ ...near, newBuildId: project.id })),
    ),
  );
}

export async function hasNewBuilds(db: Database): Promise<boolean> {
  const [project] = await db.select({ id: newBuilds.id }).from(newBuilds).limit(1);
  return project !== undefined;
}

/**
 * The seeded brokers as members (kept, like every member, when the catalogue is cleared), each
 * the poster of their broker listings: found by the licence the generator gave the listings.
 */
async function seedBrokers(db: Database, districtRefs: DistrictRef[], seed: number) {
  const brokers = districtRefs.flatMap((district) => districtBrokers(district, seed));
  await db
    .insert(members)
    .values(
      brokers.map(({ mobile, realName, sex }) => ({
        mobile,
        realName,
        sex,
        role: 'agent',
        passwordHash: NO_LOGIN_PASSWORD_HASH,
        mobileConfirmedAt: sql`now()`,
      })),
    )
    .onConflictDoNothing({ target: members.mobile });
  const licences = sql.join(
    brokers.map((broker) => sql`(${broker.mobile}, ${broker.licence})`),
    sql`, `,
  );
  await db.execute(sql`
    update ${listings} set member_id = ${members.id}
    from ${members} join (values ${licences}) as seeded (mobile, licence)
      on ${members.mobile} = seeded.mobile
    where ${listings.brokerLicence} = seeded.licence and ${listings.memberId} is null`);
}

/**
 * The seed's land sales, in the deals store beside the government's (see buildGeneratedLandDeals).
 * Also run alone on a database seeded before the land sales moved there.
 */
export async function addGeneratedLandDeals(
  db: Database,
  seed = DEFAULT_SEED,
  asOf = startOfTodayUtc(),
): Promise<void> {
  await insertChunked(
    db,
    realPriceDeals,
    buildGeneratedLandDeals(referenceData(), seed, asOf),
    500,
  );
}

export async function hasGeneratedLandDeals(db: Database): Promise<boolean> {
  const [deal] = await db
    .select({ id: realPriceDeals.id })
    .from(realPriceDeals)
    .where(like(realPriceDeals.serial, `${GENERATED_SERIAL_PREFIX}L%`))
    .limit(1);
  return deal !== undefined;
}

/**
 * Fills an empty catalogue in one transaction: a failed seed leaves nothing half-written.
 * Listings are generated batch by batch, so 200k never sit in memory at once.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const seed = options.seed ?? DEFAULT_SEED;
  const asOf = options.asOf ?? startOfTodayUtc();
  const ref = referenceData();
  const communityRows = buildCommunities(ref, seed);
  const input: GeneratorInput = {
    seed,
    asOf,
    ref,
    communitiesByDistrict: groupBy(communityRows, (community) => community.districtId),
    communityById: new Map(communityRows.map((community) => [community.id, community])),
  };
  const rows = referenceRows(ref);
  await db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    await insertChunked(database, regions, rows.regions);
    await insertChunked(database, districts, rows.districts);
    await insertChunked(database, metroLines, rows.metroLines);
    await insertChunked(database, metroStations, rows.metroStations);
    await insertChunked(database, businessCircles, rows.businessCircles);
    await insertChunked(database, universities, rows.universities);
    await insertChunked(
      database,
      communities,
      communityRows.map(({ road: _road, ...row }) => row),
    );
    await addNewBuilds(database, seed, asOf);
    for (let first = 1; first <= options.listings; first += LISTING_BATCH) {
      const last = Math.min(options.listings, first + LISTING_BATCH - 1);
      const rows = [];
      const details = [];
      for (let id = first; id <= last; id++) {
        const { description, facts, ...row } = generateListing(id, input);
        rows.push(row);
        details.push({ listingId: id, description, facts });
      }
      await database.insert(listings).values(rows);
      await database.insert(listingDetails).values(details);
      options.onProgress?.(last, options.listings);
    }
    await addGeneratedLandDeals(database, seed, asOf);
    await addGeneratedHomeDeals(database);
    await refreshCommunityDeals(database);
    await seedBrokers(database, ref.districts, seed);
    await addPosterMembers(database, options.posterPassword ?? null, asOf);
    await addBuilderMembers(database, options.builderPassword ?? null);
    await approveSeededProfessionals(database);
    // Listings carry explicit ids; members' new posts must continue after them.
    await database.execute(
      sql`select setval(pg_get_serial_sequence('listings', 'id'), greatest((select max(id) from listings), 1))`,
    );
  });
  // Rows of one section and region sit together on disk, so a page of results reads a few
  // pages instead of one per row; fresh statistics let the planner pick the search indexes,
  // and the visibility map lets counts use index-only scans.
  await db.execute(sql`cluster ${listings} using listings_section_region_posted_idx`);
  // Each home for sale measured against the deals just written (議價空間), before the vacuum.
  await refreshListingMarkets(db, await loadLocationCatalog(db));
  await db.execute(sql`vacuum analyze`);
  // The maps' counts ahead, from the catalogue just written.
  await rebuildMapCells(db);
}
