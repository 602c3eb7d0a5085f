import { openDatabase } from '../src/db/client.ts';
import { sql } from 'drizzle-orm';
const h = await openDatabase({ dataDir: '/tmp/pglite-cluster' });
const qs = [
 `select id from listings where section='rent' and region_id=1 and kind in (1) and price >= 20000 and price <= 40000 order by posted_at desc, id desc limit 30`,
 `select id from listings where section='rent' and region_id=1 and district_id in (5) and rooms in (2,3) and (features & 2) = 2 order by posted_at desc, id desc limit 30`,
 `select id from listings where section='rent' and region_id=1 and station_id in (10001,10002,10003,10004,10005,10006,10007,10008,10009,10010,10011,10012,10013,10014,10015,10016,10017,10018,10019,10020) order by posted_at desc, id desc limit 30`,
];
for (const q of qs) { await h.db.execute(sql.raw(q)); const r = await h.db.execute(sql.raw('explain analyze ' + q)); console.log((r as any).rows.map((x: any) => x['QUERY PLAN']).join('\n')); console.log('---'); }
await h.close();
