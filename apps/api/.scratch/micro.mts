import { openDatabase } from '../src/db/client.ts';
import { listings, communities } from '../src/db/schema/index.ts';
import { cardColumns, communityJoin } from '../src/services/listing-columns.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
const h = await openDatabase({ dataDir: '/tmp/pglite-cluster' });
const q = () => h.db.select(cardColumns).from(listings).leftJoin(communities, communityJoin).where(and(eq(listings.section, 'sale'), eq(listings.regionId, 1))).orderBy(desc(listings.postedAt), desc(listings.id)).limit(30);
const q2 = () => h.db.select({ id: listings.id }).from(listings).where(and(eq(listings.section, 'sale'), eq(listings.regionId, 1))).orderBy(desc(listings.postedAt), desc(listings.id)).limit(30);
for (const [name, f] of [['cards', q], ['ids', q2], ['cards', q], ['ids', q2]] as const) {
  for (let i = 0; i < 5; i++) await f();
  const t = performance.now();
  for (let i = 0; i < 50; i++) await f();
  console.log(name, ((performance.now() - t) / 50).toFixed(2), 'ms');
}
const t = performance.now();
for (let i = 0; i < 50; i++) await h.db.execute(sql.raw(`select count(*) from listings where section='rent' and region_id=1`));
console.log('count rent/1', ((performance.now() - t) / 50).toFixed(2));
await h.close();
