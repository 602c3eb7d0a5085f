import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const db = new PGlite({ extensions: { pg_trgm } });
await db.exec('create extension pg_trgm');
console.log(
  (
    await db.query(
      `select show_trgm('大安區和平東路') as t, current_setting('server_encoding') as e`,
    )
  ).rows,
);
