import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** How far from its district's centre a deal may be placed, in degrees (about 1.3 km). */
const SPREAD_DEGREES = 0.012;

/**
 * Gives the deals not yet on a map a place: the register has addresses, not coordinates, so a
 * deal stands at its district's centre, moved by a hash of its 編號 (the same place on every
 * import) so that a district's deals do not sit on one another. Maps of deals are maps by
 * district, and say so.
 */
export async function placeDealsInDistricts(db: Database): Promise<void> {
  await db.execute(sql`
    update real_price_deals as deal set
      lat = district.lat + ((abs(hashtext(deal.serial)) % 2001) - 1000) / 1000.0 * ${SPREAD_DEGREES},
      lng = district.lng + ((abs(hashtext(deal.serial || '/lng')) % 2001) - 1000) / 1000.0 * ${SPREAD_DEGREES}
    from districts as district
    where deal.lat is null and deal.district_id = district.id`);
}
