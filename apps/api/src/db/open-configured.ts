import type { ApiEnv } from '../config/env.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';

/** The database the environment names: DATABASE_URL, or PGlite on disk. */
export function openConfiguredDatabase(
  env: Pick<ApiEnv, 'databaseUrl' | 'pgliteDir' | 'pgliteSharedBuffers'>,
  options: { statementTimeoutMs?: number } = {},
): Promise<DatabaseHandle> {
  return openDatabase(
    env.databaseUrl
      ? { url: env.databaseUrl, ...options }
      : { dataDir: env.pgliteDir, sharedBuffers: env.pgliteSharedBuffers },
  );
}
