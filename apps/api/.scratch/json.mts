import { PGlite } from '@electric-sql/pglite';

const db = new PGlite({ dataDir: '/work/main/.data/pglite-bench' });
const cols = `l.id, l.section, l.type, l.kind, l.title, l.address, l.region_id, l.district_id, l.community_id, c.name, l.lat, l.lng, l.price, l.price_drop, l.transfer_fee, l.unit_price, l.area, l.main_area, l.rooms, l.living_rooms, l.bathrooms, l.floor, l.total_floors, l.age, l.building_type, l.features, l.labels, l.poster_role, l.station_id, l.station_distance, l.photo_seed, l.photo_count, l.view_count, l.posted_at, l.updated_at`;
const from = `from listings l left join communities c on c.id = l.community_id where l.section='sale' and l.region_id=1 order by l.posted_at desc, l.id desc limit 30`;
const qs = {
  columns: `select ${cols} ${from}`,
  columnsArray: `select ${cols} ${from}`,
  jsonArray: `select json_build_array(${cols}) as r ${from}`,
};
for (let round = 0; round < 2; round++)
  for (const [name, q] of Object.entries(qs)) {
    const opts = name === 'columnsArray' ? { rowMode: 'array' as const } : undefined;
    for (let i = 0; i < 10; i++) await db.query(q, [], opts);
    const t = performance.now();
    for (let i = 0; i < 100; i++) {
      const r = await db.query<any>(q, [], opts);
      if (name === 'jsonArray') r.rows.forEach((x: any) => x.r);
    }
    console.log(name, ((performance.now() - t) / 100).toFixed(2));
  }
await db.close();
