import { and, asc, desc, eq, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { communities, listings } from '../db/schema/index.ts';
import { inSearch } from './listing-availability.ts';
import { type CardRow, cardFromJson, cardObject, communityJoin } from './listing-columns.ts';

export const RECOMMENDATIONS = 6;
/** How far from the listing's price or area a "similar" one may be. */
const SIMILAR_WITHIN = 0.15;

type Anchor = Pick<
  CardRow,
  'id' | 'section' | 'type' | 'kind' | 'regionId' | 'price' | 'area' | 'lat' | 'lng'
>;
type Candidate = {
  group: string;
  id: number;
  price: number;
  area: number;
  lat: number;
  lng: number;
};

const candidate = (group: string) => ({
  group: sql<string>`${group}`.as('group'),
  id: listings.id,
  price: listings.price,
  area: listings.area,
  lat: listings.lat,
  lng: listings.lng,
});

/**
 * Candidates on both sides of the anchor's value, each found by walking an index outwards and
 * stopping after a handful, instead of sorting every listing in the window.
 */
function sides(db: Database, key: 'price' | 'area', value: number, market: SQL | undefined) {
  const column = listings[key];
  // Prices are whole numbers: round the window inwards so the bounds stay integers.
  const round =
    key === 'price'
      ? (n: number, up: boolean) => (up ? Math.ceil(n) : Math.floor(n))
      : (n: number) => n;
  const low = round(value * (1 - SIMILAR_WITHIN), true);
  const high = round(value * (1 + SIMILAR_WITHIN), false);
  return [
    db
      .select(candidate(key))
      .from(listings)
      .where(and(market, gte(column, value), lte(column, high)))
      .orderBy(asc(column), asc(listings.id))
      .limit(RECOMMENDATIONS),
    db
      .select(candidate(key))
      .from(listings)
      .where(and(market, lt(column, value), gte(column, low)))
      .orderBy(desc(column), desc(listings.id))
      .limit(RECOMMENDATIONS),
  ] as const;
}

function closestOf(candidates: Candidate[], key: 'price' | 'area', value: number): number[] {
  return candidates
    .filter((row) => row.group === key)
    .sort((a, b) => Math.abs(a[key] - value) - Math.abs(b[key] - value) || a.id - b.id)
    .slice(0, RECOMMENDATIONS)
    .map((row) => row.id);
}

/**
 * The detail page's three groups: nearby, similar price and similar area, never the listing
 * itself. One query finds the candidates' ids, a second reads the cards.
 */
export async function recommendationsFor(db: Database, anchor: Anchor) {
  const findable = inSearch();
  const sameMarket = and(
    findable,
    eq(listings.section, anchor.section),
    eq(listings.regionId, anchor.regionId),
    eq(listings.type, anchor.type),
    eq(listings.kind, anchor.kind),
    ne(listings.id, anchor.id),
  );
  const nearby = db
    .select(candidate('nearby'))
    .from(listings)
    .where(
      and(
        findable,
        eq(listings.section, anchor.section),
        eq(listings.type, anchor.type),
        ne(listings.id, anchor.id),
      ),
    )
    // Nearest first through the GiST index on point(lng, lat).
    .orderBy(
      sql`point(${listings.lng}, ${listings.lat}) <-> point(${anchor.lng}::float8, ${anchor.lat}::float8)`,
    )
    .limit(RECOMMENDATIONS);
  const candidates = (await unionAll(
    nearby,
    ...sides(db, 'price', anchor.price, sameMarket),
    ...sides(db, 'area', anchor.area, sameMarket),
  )) as Candidate[];
  const groups = {
    // UNION ALL promises no order, so nearest-first is restored here with the index's metric.
    nearby: candidates
      .filter((row) => row.group === 'nearby')
      .map((row) => ({
        id: row.id,
        distance: Math.hypot(row.lng - anchor.lng, row.lat - anchor.lat),
      }))
      .sort((a, b) => a.distance - b.distance || a.id - b.id)
      .map((row) => row.id),
    similarPrice: closestOf(candidates, 'price', anchor.price),
    similarArea: closestOf(candidates, 'area', anchor.area),
  };
  const ids = [...new Set(Object.values(groups).flat())];
  const rows = ids.length
    ? (
        await db
          .select({ card: cardObject })
          .from(listings)
          .leftJoin(communities, communityJoin)
          .where(inArray(listings.id, ids))
      ).map((row) => cardFromJson(row.card))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const cardsOf = (group: number[]) => group.flatMap((id) => byId.get(id) ?? []);
  return {
    nearby: cardsOf(groups.nearby),
    similarPrice: cardsOf(groups.similarPrice),
    similarArea: cardsOf(groups.similarArea),
  };
}
