import { PGlite } from '@electric-sql/pglite';
const db = new PGlite({ dataDir: '/work/main/.data/pglite-bench' });
for (const s of ['shared_buffers', 'work_mem', 'effective_cache_size', 'random_page_cost', 'max_connections', 'fsync', 'synchronous_commit', 'temp_buffers']) {
  console.log(s, (await db.query(`show ${s}`)).rows[0]);
}
console.log((await db.query(`select pg_size_pretty(pg_total_relation_size('listings')) s, pg_size_pretty(pg_relation_size('listings')) r`)).rows);
await db.close();
