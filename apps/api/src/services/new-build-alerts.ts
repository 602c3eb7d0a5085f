import type { NewBuildsQuery } from '@591/contract';
import { and, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newBuilds, savedSearches } from '../db/schema/index.ts';
import type { LocationCatalog } from './location-catalog.ts';
import { newBuildFiltersOf } from './new-build-saved-searches.ts';
import { newBuildConditions } from './new-build-search.ts';
import { alertSearches } from './search-alerts.ts';

/**
 * A project was published: each saved new-build search of its region (or of any) that it
 * matches by the list's own conditions gets an alert in 通知中心, once per search and
 * project. Never the poster's own searches. Returns the new alerts' ids.
 */
export async function alertNewBuildSearches(
  db: Database,
  catalog: LocationCatalog,
  newBuildId: number,
  publishedAt: Date,
): Promise<number[]> {
  const [project] = await db
    .select({ regionId: newBuilds.regionId, ownerMemberId: newBuilds.ownerMemberId })
    .from(newBuilds)
    .where(eq(newBuilds.id, newBuildId));
  if (!project) return [];
  const candidates = await db
    .select({
      id: savedSearches.id,
      memberId: savedSearches.memberId,
      filters: savedSearches.filters,
    })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.section, 'newhouse'),
        lte(savedSearches.createdAt, publishedAt),
        sql`not ${savedSearches.paused}`,
        or(isNull(savedSearches.regionId), eq(savedSearches.regionId, project.regionId)),
        project.ownerMemberId === null
          ? undefined
          : ne(savedSearches.memberId, project.ownerMemberId),
      ),
    );
  const matched: typeof candidates = [];
  for (const search of candidates) {
    const conditions = newBuildConditions(
      newBuildFiltersOf(search) as NewBuildsQuery,
      catalog,
      publishedAt,
    );
    const [hit] = await db
      .select({ id: newBuilds.id })
      .from(newBuilds)
      .where(and(eq(newBuilds.id, newBuildId), conditions));
    if (hit) matched.push(search);
  }
  return alertSearches(db, matched, { kind: 'new_build', newBuildId });
}
