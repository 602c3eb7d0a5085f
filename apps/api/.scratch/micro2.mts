import { openDatabase } from '../src/db/client.ts';
import { listings, communities } from '../src/db/schema/index.ts';
import { cardColumns, communityJoin } from '../src/services/listing-columns.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
const h = await openDatabase({ dataDir: '/tmp/pglite-cluster' });
const { mainArea, communityName, ...noJson } = cardColumns;
const where = and(eq(listings.section, 'sale'), eq(listings.regionId, 1));
const variants = {
  full: () => h.db.select(cardColumns).from(listings).leftJoin(communities, communityJoin).where(where).orderBy(desc(listings.postedAt), desc(listings.id)).limit(30),
  noJson: () => h.db.select({ ...noJson, communityName }).from(listings).leftJoin(communities, communityJoin).where(where).orderBy(desc(listings.postedAt), desc(listings.id)).limit(30),
  noJoin: () => h.db.select(noJson).from(listings).where(where).orderBy(desc(listings.postedAt), desc(listings.id)).limit(30),
  raw: () => h.db.execute(sql.raw(`select id, section, type, kind, title, address, region_id, district_id, community_id, lat, lng, price, price_drop, transfer_fee, unit_price, area, rooms, living_rooms, bathrooms, floor, total_floors, age, building_type, features, labels, poster_role, station_id, station_distance, photo_seed, photo_count, view_count, posted_at, updated_at from listings where section='sale' and region_id=1 order by posted_at desc, id desc limit 30`)),
  rawNoTs: () => h.db.execute(sql.raw(`select id, section, type, kind, title, address, region_id, district_id, community_id, lat, lng, price, price_drop, transfer_fee, unit_price, area, rooms, living_rooms, bathrooms, floor, total_floors, age, building_type, features, labels, poster_role, station_id, station_distance, photo_seed, photo_count, view_count from listings where section='sale' and region_id=1 order by posted_at desc, id desc limit 30`)),
};
for (let round = 0; round < 2; round++) for (const [name, f] of Object.entries(variants)) {
  for (let i = 0; i < 5; i++) await f();
  const t = performance.now();
  for (let i = 0; i < 50; i++) await f();
  console.log(name, ((performance.now() - t) / 50).toFixed(2), 'ms');
}
await h.close();
