import { openDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/app.ts';
import { siteConfig } from '../src/config/site.ts';
import { SEARCH_PATHS } from '../bench/bench-requests.ts';
import { sql } from 'drizzle-orm';
const h = await openDatabase({ dataDir: '/tmp/pglite-cluster' });
const app = await buildApp({ db: h.db, site: siteConfig({ siteDomain: '591.localhost', siteProtocol: 'http:', sitePort: '8080' }), photoCacheDir: '/tmp/ph', rateLimitPerMinute: 0, trustProxy: 'loopback' });
const only = process.argv[2];
for (const p of SEARCH_PATHS) {
  if (only && !p.includes(only)) continue;
  await app.inject(p);
  const t = performance.now();
  for (let i = 0; i < 3; i++) await app.inject(p);
  const r = await app.inject(p);
  console.log(((performance.now() - t) / 4).toFixed(1).padStart(7), 'ms', r.json().total, p);
}
if (process.env.EXPLAIN) {
  const res = await h.db.execute(sql.raw(process.env.EXPLAIN));
  console.log((res as any).rows.map((r: any) => r['QUERY PLAN']).join('\n'));
}
await app.close(); await h.close();
