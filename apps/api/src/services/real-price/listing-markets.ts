import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { communities, listings, realPriceDeals } from '../../db/schema/index.ts';
import {
  ASKING_MARKET_MIN_DEALS,
  ASKING_MARKET_MONTHS,
  LANE_PATTERN,
  REGISTER_ROAD_PATTERN,
  REGISTER_TYPE_OF_BUILDING,
  registeredNamesOf,
} from '../../domain/real-price/asking-market.ts';
import type { LocationCatalog } from '../location-catalog.ts';
import { DOOR_NUMBER_PATTERN, registerSpelling } from './community-deals.ts';
import { newestDealOn, windowStart } from './deal-window.ts';
import { shownSource } from './shown-source.ts';

/** A register address's road (REGISTER_ROAD_PATTERN): 臺北市中山區中山北路二段. */
const roadOf = (address: SQL) => sql`substring(${address} from ${REGISTER_ROAD_PATTERN})`;

/**
 * Deals on the road `road` (臺北市中山區中山北路二段, its lanes too): a road followed by a
 * section is another road, so 中山北路 is not 中山北路二段.
 */
export function onRoad(address: SQL, road: SQL): SQL {
  return sql`${roadOf(address)} = ${road}`;
}

/** What each region's markets are taken from: its shown source, and the window's first day. */
async function regionWindows(
  db: Database,
  catalog: LocationCatalog,
  regionIds: number[],
): Promise<SQL[]> {
  const rows: SQL[] = [];
  // One region after another: inside a transaction every query shares one connection.
  for (const regionId of regionIds) {
    const region = catalog.regionById.get(regionId);
    if (!region) continue;
    const ofKind = eq(realPriceDeals.kind, 'sale');
    const source = await shownSource(db, region.id, ofKind);
    const newest = await newestDealOn(
      db,
      sql`${realPriceDeals.kind} = 'sale' and ${realPriceDeals.regionId} = ${region.id} and ${realPriceDeals.source} = ${source}`,
    );
    if (!newest) continue;
    const since = windowStart(newest, ASKING_MARKET_MONTHS);
    rows.push(
      sql`(${region.id}::smallint, ${source}, ${registerSpelling(region.name)}, ${since}::date)`,
    );
  }
  return rows;
}

/** The register's 建物型態 prefixes of each listing building type. */
function typeNames(): SQL {
  return sql.join(
    Object.keys(REGISTER_TYPE_OF_BUILDING).flatMap((buildingType) =>
      registeredNamesOf(Number(buildingType)).map(
        (name) => sql`(${Number(buildingType)}::smallint, ${name})`,
      ),
    ),
    sql`, `,
  );
}

/** count, median, lowest and highest 萬/坪 of the deals `h` joined. */
const STATS = sql`count(*)::int as deals,
  percentile_cont(0.5) within group (order by h.price) as median,
  min(h.price) as low, max(h.price) as high`;

/**
 * Keeps each home for sale's 議價空間 (listings.market): the registered deals of the last
 * ASKING_MARKET_MONTHS of its region that match it, narrowest first with enough deals: its
 * community's (door-number match), its road's of its building type, its district's. Homes
 * priced without parking only, special deals left out, one source per region (shownSource).
 * Set-based: each community, road and district is counted once however many listings share it.
 * `ids` limits it to some listings (a listing just published or edited).
 */
export async function refreshListingMarkets(
  db: Database,
  catalog: LocationCatalog,
  ids?: number[],
): Promise<void> {
  const only = ids ? inArray(listings.id, ids) : sql`true`;
  const regionIds = ids
    ? (await db.selectDistinct({ id: listings.regionId }).from(listings).where(only)).map(
        (region) => region.id,
      )
    : [...catalog.regionById.keys()];
  const windows = await regionWindows(db, catalog, regionIds);
  // Those no deal can measure any more (a region without deals, a listing no longer a home).
  await db
    .update(listings)
    .set({ market: null, marketMedian: null })
    .where(and(only, isNotNull(listings.market)));
  if (windows.length === 0) return;
  const minDeals = ASKING_MARKET_MIN_DEALS;
  // The community's figure when it has enough deals, else the road's, else the district's.
  const narrowest = (field: string, district = `ds.${field}`) =>
    sql.raw(`case when cs.deals >= ${minDeals} then cs.${field}
      when rs.deals >= ${minDeals} then rs.${field} else ${district} end`);
  await db.execute(sql`
    with shown (region_id, source, city, since) as (values ${sql.join(windows, sql`, `)}),
    types (building_type, registered) as (values ${typeNames()}),
    targets as (
      select l.id, l.district_id, l.community_id, l.building_type, s.source,
        s.since, s.city || replace(regexp_replace(l.address, ${LANE_PATTERN}, ''), '台', '臺') as road
      from ${listings} l join shown s on s.region_id = l.region_id
      where l.section = 'sale' and l.unit_price is not null
        and ${ids ? sql`l.id in (${sql.join(ids, sql`, `)})` : sql`true`}
    ),
    homes as (
      select d.district_id, d.address, ${roadOf(sql`d.address`)} as road, d.building_type,
        d.unit_price_ex_parking as price
      from ${realPriceDeals} d join shown s on s.region_id = d.region_id and d.source = s.source
      where d.kind = 'sale' and d.traded_on >= s.since and d.building_count > 0
        and not d.special and d.unit_price_ex_parking is not null
        and d.district_id in (select district_id from targets)
    ),
    community_stats as (
      select c.id, ${STATS}
      from ${communities} c join shown s on s.region_id = c.region_id
      join homes h on h.district_id = c.district_id
        and h.address like s.city || replace(c.address, '台', '臺') || '%'
        and (regexp_match(
          substr(h.address, char_length(s.city || c.address) + 1), ${DOOR_NUMBER_PATTERN}
        ))[1]::int between c.door_from and c.door_to
      where c.id in (select community_id from targets)
      group by c.id
    ),
    road_stats as (
      select h.district_id, h.road, t.building_type, ${STATS}
      from homes h join types t on h.building_type like t.registered || '%'
      where (h.district_id, h.road) in (select district_id, road from targets)
      group by h.district_id, h.road, t.building_type
    ),
    district_stats as (
      select h.district_id, ${STATS} from homes h group by h.district_id
    ),
    figures as (
      select t.id, t.source, t.since,
        case
          when cs.deals >= ${minDeals} then 'community'
          when rs.deals >= ${minDeals} then 'road'
          else 'district'
        end as scope,
        ${narrowest('deals', 'coalesce(ds.deals, 0)')} as deals,
        round((${narrowest('median')})::numeric, 2)::float8 as median,
        ${narrowest('low')}::float8 as low,
        ${narrowest('high')}::float8 as high
      from targets t
      left join community_stats cs on cs.id = t.community_id
      left join road_stats rs on rs.district_id = t.district_id and rs.road = t.road
        and rs.building_type = t.building_type
      left join district_stats ds on ds.district_id = t.district_id
    )
    update ${listings} l set
      market = jsonb_build_object(
        'scope', f.scope, 'deals', f.deals,
        'median', case when f.deals >= ${minDeals} then f.median end,
        'low', case when f.deals >= ${minDeals} then f.low end,
        'high', case when f.deals >= ${minDeals} then f.high end,
        'sample', f.source = 'generated', 'since', f.since::text),
      market_median = case when f.deals >= ${minDeals} then f.median end
    from figures f
    where l.id = f.id`);
}

/** A listing just published or edited, measured when it is a home for sale (議價空間). */
export async function measureIfForSale(
  db: Database,
  catalog: LocationCatalog,
  section: string,
  id: number,
): Promise<void> {
  if (section === 'sale') await refreshListingMarkets(db, catalog, [id]);
}

/** Whether any listing has been measured yet (a database made before 議價空間 has none). */
export async function hasListingMarkets(db: Database): Promise<boolean> {
  const [measured] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(isNotNull(listings.market))
    .limit(1);
  return measured !== undefined;
}
