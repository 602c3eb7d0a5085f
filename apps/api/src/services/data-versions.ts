import {
  DATA_VERSION_HEADER,
  FIXED_DATA,
  formatDataVersions,
  SECTION_IDS,
  type Section,
} from '@591/config';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client.ts';
import { searchVersions } from '../db/schema/index.ts';
import { releasesVersion } from './real-price/releases.ts';

/**
 * What an answer was computed from, as `key=version` pairs: the render service keeps a page
 * made of versioned answers and serves it again while every version still stands (it asks
 * `GET /v1/data-versions`). Keys:
 * - `search:<section>:<region>`: the region's search version (region 0: the section's), raised
 *   by the database at every change to a listing of it (search_versions);
 * - `real-price`: the register's releases (it changes only with an import);
 * - `new-builds`: every project, its events and stations (one version for all of them).
 * An answer computed from nothing that changes while the API runs (places, metro lines) says
 * `fixed`: nothing to check. The header's name and format: `@591/config` (data-versions).
 */
export const REAL_PRICE_KEY = 'real-price';
export const NEW_BUILDS_KEY = 'new-builds';

export const searchKey = (section: Section, region: number | undefined) =>
  `search:${section}:${region ?? 0}`;

/** Says which versions an answer was computed from; none: it is `fixed`. */
export function tellDataVersion(
  reply: FastifyReply,
  versions: Record<string, string | number> = {},
) {
  const pairs = Object.entries(versions);
  reply.header(DATA_VERSION_HEADER, pairs.length > 0 ? formatDataVersions(pairs) : FIXED_DATA);
}

const SEARCH_KEY = /^search:([a-z]+):(\d{1,4})$/;

/** A key the API knows, or null. */
function parseKey(key: string) {
  if (key === REAL_PRICE_KEY) return { kind: key } as const;
  if (key === NEW_BUILDS_KEY) return { kind: 'search', section: 'newhouse', regionId: 0 } as const;
  const match = SEARCH_KEY.exec(key);
  const section = match?.[1] as Section | undefined;
  if (!match || !section || !SECTION_IDS.includes(section)) return null;
  return { kind: 'search', section, regionId: Number(match[2]) } as const;
}

/** The current version of each key; null for a key the API does not know. */
export async function currentVersions(
  db: Database,
  keys: readonly string[],
): Promise<Record<string, string | null>> {
  const versions: Record<string, string | null> = {};
  const searches: { key: string; section: Section | 'newhouse'; regionId: number }[] = [];
  for (const key of keys) {
    const parsed = parseKey(key);
    if (parsed?.kind === 'search') searches.push({ key, ...parsed });
    else if (!parsed) versions[key] = null;
  }
  if (keys.includes(REAL_PRICE_KEY)) versions[REAL_PRICE_KEY] = await releasesVersion(db);
  if (searches.length > 0) {
    const rows = await db
      .select()
      .from(searchVersions)
      .where(
        or(
          ...searches.map(({ section, regionId }) =>
            and(eq(searchVersions.section, section), eq(searchVersions.regionId, regionId)),
          ),
        ),
      );
    for (const { key, section, regionId } of searches) {
      const row = rows.find((one) => one.section === section && one.regionId === regionId);
      // A region without a row has never changed: version 0, as the searches read it.
      versions[key] = String(row?.version ?? 0);
    }
  }
  return versions;
}

/**
 * A region's search version (region 0: the section's, and for `newhouse` every new build's
 * data); 0 before any change. Read before the data it versions, so never newer than it.
 */
export async function searchVersionOf(
  db: Database,
  section: Section | 'newhouse',
  region: number | undefined,
): Promise<number> {
  const [row] = await db
    .select({ version: searchVersions.version })
    .from(searchVersions)
    .where(and(eq(searchVersions.section, section), eq(searchVersions.regionId, region ?? 0)));
  return row?.version ?? 0;
}

/** The version of every new build's data. */
export const newBuildsVersion = (db: Database) => searchVersionOf(db, 'newhouse', 0);
