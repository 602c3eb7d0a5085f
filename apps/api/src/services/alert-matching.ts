import { and, eq, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { alerts, favourites, listings, priceChanges, savedSearches } from '../db/schema/index.ts';
import type { MatchFilters } from '../domain/search-filters.ts';
import type { LocationCatalog } from './location-catalog.ts';
import { alertSearches } from './search-alerts.ts';
import { type MatchableListing, matchesSearch } from './search-match.ts';

/** The listing columns a search looks at, plus who posted it. */
const matchableColumns = {
  id: listings.id,
  memberId: listings.memberId,
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
  marketRatio: listings.marketRatio,
  lat: listings.lat,
  lng: listings.lng,
};

export type MatchedListing = MatchableListing & { id: number; memberId: number | null };

export async function matchableListing(db: Database, id: number): Promise<MatchedListing | null> {
  const [row] = await db.select(matchableColumns).from(listings).where(eq(listings.id, id));
  return (row as MatchedListing | undefined) ?? null;
}

/**
 * The saved searches that could want this listing, by their index columns: the same section,
 * its region or any, its kind or any, a price band that can hold its price. Never the
 * poster's own searches. The filters themselves are checked after, by the list's own rules.
 */
function candidateCondition(listing: MatchedListing, happenedAt: Date): SQL {
  return and(
    eq(savedSearches.section, listing.section),
    // A search saved after the event learns of the listing from the list itself.
    lte(savedSearches.createdAt, happenedAt),
    sql`not ${savedSearches.paused}`,
    or(isNull(savedSearches.regionId), eq(savedSearches.regionId, listing.regionId)),
    or(isNull(savedSearches.kinds), sql`${listing.kind} = any(${savedSearches.kinds})`),
    or(isNull(savedSearches.priceMin), lte(savedSearches.priceMin, listing.price)),
    or(isNull(savedSearches.priceMax), sql`${savedSearches.priceMax} >= ${listing.price}`),
    listing.memberId === null ? undefined : ne(savedSearches.memberId, listing.memberId),
  )!;
}

/**
 * Saved searches' filters by id, per database: a search's filters never change once saved,
 * and reading them back as JSON for every candidate costs more than the index query itself.
 * Cleared whole past a bound, so a huge number of searches costs time, not memory.
 */
const FILTERS_KEPT = 200_000;
const filtersCache = new WeakMap<Database, Map<number, MatchFilters>>();

async function filtersOf(db: Database, ids: number[]): Promise<Map<number, MatchFilters>> {
  let cache = filtersCache.get(db);
  if (!cache || cache.size > FILTERS_KEPT) {
    cache = new Map();
    filtersCache.set(db, cache);
  }
  const missing = ids.filter((id) => !cache.has(id));
  if (missing.length > 0) {
    const rows = await db
      .select({ id: savedSearches.id, filters: savedSearches.filters })
      .from(savedSearches)
      .where(inArray(savedSearches.id, missing));
    for (const row of rows) cache.set(row.id, row.filters);
  }
  return cache;
}

/** The saved searches a listing matches now, found through the index, then by the list's rules. */
export async function searchesMatching(
  db: Database,
  catalog: LocationCatalog,
  listing: MatchedListing,
  happenedAt: Date,
  now = new Date(),
) {
  const candidates = await db
    .select({ id: savedSearches.id, memberId: savedSearches.memberId })
    .from(savedSearches)
    .where(candidateCondition(listing, happenedAt));
  const filters = await filtersOf(
    db,
    candidates.map((search) => search.id),
  );
  return candidates.filter((search) => {
    const kept = filters.get(search.id);
    return kept !== undefined && matchesSearch(kept, listing, catalog, now);
  });
}

/**
 * A listing was published (at `happenedAt`, its posting time by default) or changed its
 * price: each saved search it matches now gets an alert, once per listing and search however
 * often this runs. Returns the new alerts' ids.
 */
export async function alertMatchingSearches(
  db: Database,
  catalog: LocationCatalog,
  listingId: number,
  happenedAt?: Date,
): Promise<number[]> {
  const listing = await matchableListing(db, listingId);
  if (!listing) return [];
  const matched = await searchesMatching(db, catalog, listing, happenedAt ?? listing.postedAt);
  return alertSearches(db, matched, { kind: 'search', listingId });
}

/**
 * A new price: the searches whose price band it now fits, and, when it came down, every
 * member who keeps the listing among favourites, once.
 */
export async function alertPriceChange(
  db: Database,
  catalog: LocationCatalog,
  priceChangeId: number,
): Promise<number[]> {
  const [change] = await db.select().from(priceChanges).where(eq(priceChanges.id, priceChangeId));
  if (!change) return [];
  const searches = await alertMatchingSearches(db, catalog, change.listingId, change.changedAt);
  if (change.newPrice >= change.oldPrice) return searches;
  return [...searches, ...(await alertFavourites(db, change.listingId, 'price_drop', change.id))];
}

/** A favourite was rented or sold: its keepers are told, once. */
export function alertFavouritesClosed(db: Database, listingId: number): Promise<number[]> {
  return alertFavourites(db, listingId, 'closed', null);
}

async function alertFavourites(
  db: Database,
  listingId: number,
  kind: 'price_drop' | 'closed',
  priceChangeId: number | null,
): Promise<number[]> {
  const keepers = await db
    .select({ memberId: favourites.memberId })
    .from(favourites)
    .where(eq(favourites.listingId, listingId));
  if (keepers.length === 0) return [];
  const created = await db
    .insert(alerts)
    .values(keepers.map(({ memberId }) => ({ memberId, kind, listingId, priceChangeId })))
    .onConflictDoNothing()
    .returning({ id: alerts.id });
  return created.map((row) => row.id);
}
