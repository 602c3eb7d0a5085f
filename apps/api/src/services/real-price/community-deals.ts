import { and, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { communities, realPriceDeals, regions } from '../../db/schema/index.ts';
import { type DealSourceName, shownSource } from './shown-source.ts';

/** The register writes 臺 where the site's places say 台. */
export const registerSpelling = (name: string) => name.replaceAll('台', '臺');

/**
 * The door number of an address on the road it starts with: the number right after the road,
 * before 號 (之N allowed: 100之3號 is 100). An address on a lane or alley of the road
 * (96巷7號) has the lane's number there, not the road's, and gives none.
 */
export const DOOR_NUMBER_PATTERN = '^([0-9]+)(之[0-9]+)?號';

export function doorNumberOf(address: string, roadPrefix: string): number | null {
  if (!address.startsWith(roadPrefix)) return null;
  const match = new RegExp(DOOR_NUMBER_PATTERN).exec(address.slice(roadPrefix.length));
  return match ? Number(match[1]) : null;
}

export interface CommunityPlace {
  districtId: number;
  /** District and road, as the site writes them: 大安區和平東路二段. */
  address: string;
  doorFrom: number | null;
  doorTo: number | null;
}

/** 臺北市大安區和平東路二段: how the register's addresses on the community's road begin. */
export function roadPrefixOf(regionName: string, community: Pick<CommunityPlace, 'address'>) {
  return registerSpelling(`${regionName}${community.address}`);
}

/**
 * The rule that gives a community its deals: home sales registered on its road in its
 * district at a door number within its range (doorFrom to doorTo). A community without a range
 * has none. The register names addresses, not buildings, so this is the only link it allows.
 */
export function communityDealsOf(community: CommunityPlace, regionName: string): SQL {
  if (community.doorFrom === null || community.doorTo === null) return sql`false`;
  const prefix = roadPrefixOf(regionName, community);
  return and(
    eq(realPriceDeals.kind, 'sale'),
    eq(realPriceDeals.districtId, community.districtId),
    like(realPriceDeals.address, `${prefix}%`),
    sql`(regexp_match(substr(${realPriceDeals.address}, ${prefix.length + 1}), ${DOOR_NUMBER_PATTERN}))[1]::int between ${community.doorFrom} and ${community.doorTo}`,
  )!;
}

/**
 * A community's deals as its pages show them: at its door numbers, of the source its region
 * shows (shownSource), and which source that is.
 */
export async function shownCommunityDeals(
  db: Database,
  community: CommunityPlace & { regionId: number },
  regionName: string,
): Promise<{ where: SQL; source: DealSourceName }> {
  const source = await shownSource(db, community.regionId, eq(realPriceDeals.kind, 'sale'));
  const where = and(communityDealsOf(community, regionName), eq(realPriceDeals.source, source))!;
  return { where, source };
}

/** Deals newest first, a page of them. */
export function newestDeals(db: Database, where: SQL, limit: number, offset = 0) {
  return db
    .select()
    .from(realPriceDeals)
    .where(where)
    .orderBy(desc(realPriceDeals.tradedOn), desc(realPriceDeals.serial))
    .limit(limit)
    .offset(offset);
}

/**
 * Each community's count of deals and median 萬/坪 (homes without parking, special deals left
 * out), of the source its region shows (shownSource), kept on the community for the list's
 * sorting. Run after an import and after the seed.
 */
export async function refreshCommunityDeals(db: Database): Promise<void> {
  const places = await db.select({ id: regions.id, name: regions.name }).from(regions);
  if (places.length === 0) return;
  // One region after another: inside a transaction (the seed, an import) every query shares
  // one connection, which takes a single query at a time.
  const rows: SQL[] = [];
  for (const region of places) {
    const source = await shownSource(db, region.id, eq(realPriceDeals.kind, 'sale'));
    rows.push(sql`(${region.id}::smallint, ${source}, ${registerSpelling(region.name)})`);
  }
  const shown = sql.join(rows, sql`, `);
  await db.execute(sql`
    with shown (region_id, source, name) as (values ${shown}),
    matched as (
      select c.id, d.unit_price_ex_parking, d.special, d.building_count
      from ${communities} c
      join shown s on s.region_id = c.region_id
      join ${realPriceDeals} d
        on d.kind = 'sale' and d.district_id = c.district_id and d.source = s.source
        and d.address like s.name || replace(c.address, '台', '臺') || '%'
        and (regexp_match(
          substr(d.address, char_length(s.name || c.address) + 1), ${DOOR_NUMBER_PATTERN}
        ))[1]::int between c.door_from and c.door_to
    ),
    stats as (
      select id, count(*)::int as deals,
        percentile_cont(0.5) within group (order by unit_price_ex_parking)
          filter (where building_count > 0 and not special and unit_price_ex_parking is not null)
          as median
      from matched group by id
    )
    update ${communities} c set
      deal_count = coalesce(stats.deals, 0),
      median_unit_price = round(stats.median::numeric, 2)
    from ${communities} c2 left join stats on stats.id = c2.id
    where c.id = c2.id`);
}
