import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const t = Date.now();
const db = new PGlite({ dataDir: '/work/main/.data/pglite-bench', extensions: { pg_trgm }, postgresqlconf: ['shared_buffers = 400MB'] });
await db.waitReady;
console.log('ready', Date.now() - t, (await db.query(`show shared_buffers`)).rows[0]);
await db.close();
