import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * What differs on the embedded PGlite, run there when the whole suite ran on a PostgreSQL
 * server (`npm test` with DATABASE_URL, as CI does): the job queue's SQL adapter, which sends
 * pg-boss's multi-statement scripts through PGlite's `exec` (the alerts are its jobs), and
 * PGlite on disk, migrated, seeded and restarted. Everything else is engine-neutral SQL.
 */
export default defineConfig({
  test: {
    ...base.test,
    include: [
      'src/routes/__tests__/alerts.test.ts',
      'src/jobs/__tests__/text-jobs.test.ts',
      'src/db/__tests__/persistence.test.ts',
    ],
  },
});
