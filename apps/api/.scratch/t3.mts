import { sql } from 'drizzle-orm';
import { openDatabase } from '/work/main/apps/api/src/db/client.ts';
import { applyMigrations } from '/work/main/apps/api/src/db/migrate.ts';
import { seedDatabase } from '/work/main/apps/api/src/seed/seed-database.ts';

const n = Number(process.argv[2] ?? 20000);
let t = Date.now();
const h = await openDatabase({ memory: true });
await applyMigrations(h);
console.log('open+migrate', Date.now() - t);
t = Date.now();
await seedDatabase(h.db, {
  listings: n,
  asOf: new Date('2026-01-01'),
  onProgress: (a) => {
    if (a % 20000 === 0) console.log(a, Date.now() - t);
  },
});
console.log('seed', n, Date.now() - t);
console.log((await h.db.execute(sql`select section, count(*) from listings group by 1`)).rows);
await h.close();
