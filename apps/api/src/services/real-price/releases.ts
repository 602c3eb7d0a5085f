import { createHash } from 'node:crypto';
import { taiwanDate } from '@591/config';
import { count, desc, eq, max, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { realPriceDeals, realPriceReleases } from '../../db/schema/index.ts';
import type { ImportReport } from './import-file.ts';

/**
 * Each import is recorded as a release, by the sha256 of what was read: the same bytes are
 * not imported twice, each deal names the release it last came from, and a page names the
 * release behind its newest deal (what a visitor needs to judge how current the data is).
 */

/** The sha256 of a release ZIP's bytes, as the fetched releases are recorded. */
export function sha256OfBytes(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** One sha256 of texts read together (a register and its detail files; absent ones count). */
export function sha256OfTexts(texts: (string | undefined)[]): string {
  const hash = createHash('sha256');
  for (const text of texts) hash.update(`${text?.length ?? -1}:`).update(text ?? '');
  return hash.digest('hex');
}

export async function importedBefore(db: Database, sha256: string): Promise<boolean> {
  const [found] = await db
    .select({ sha256: realPriceReleases.sha256 })
    .from(realPriceReleases)
    .where(eq(realPriceReleases.sha256, sha256));
  return found !== undefined;
}

/** What a file of a release gave, as recorded: rows read, imported, updated and skipped. */
export function fileSummaryOf({ name, report }: { name: string; report: ImportReport }) {
  return {
    name,
    rows: report.rows,
    imported: report.imported,
    updated: report.updated,
    skipped: report.skipped.length,
  };
}

/** Records a release and what each of its files gave (once: the same bytes twice are one release). */
export async function recordRelease(
  db: Database,
  release: {
    sha256: string;
    url: string;
    window: string | null;
    files: { name: string; report: ImportReport }[];
  },
): Promise<void> {
  await db
    .insert(realPriceReleases)
    .values({
      sha256: release.sha256,
      url: release.url,
      window: release.window,
      files: release.files.map(fileSummaryOf),
    })
    .onConflictDoNothing();
}

/**
 * What the register's answers are computed from, as one value that changes with every
 * release recorded (on any instance): answers kept under it are current until the next import.
 */
export async function releasesVersion(db: Database): Promise<string> {
  const [row] = await db
    .select({ releases: count(), newest: max(realPriceReleases.importedAt) })
    .from(realPriceReleases);
  return `${row?.releases ?? 0}:${row?.newest?.getTime() ?? 0}`;
}

/** How a page names the release it shows: the publisher's window, the file, the day it came. */
export interface ReleaseName {
  /** 資料內容：登記日期自… as the publisher words it; null when the release does not say. */
  window: string | null;
  /** The ZIP or register file's name (lvr_landcsv.zip, a_lvr_land_c.csv). */
  file: string;
  /** When this site imported it (YYYY-MM-DD, Taiwan's day). */
  importedOn: string;
}

/** A download's file name: its `fileName` parameter (the government's links), else its path's last part. */
function fileNameOf(url: URL): string {
  return url.searchParams.get('fileName') ?? decodeURIComponent(url.pathname.split('/').pop()!);
}

/** The release of the newest deal `where` selects, or null (generated deals, or none). */
export async function releaseOfNewestDeal(db: Database, where: SQL): Promise<ReleaseName | null> {
  const [found] = await db
    .select({
      window: realPriceReleases.window,
      url: realPriceReleases.url,
      importedAt: realPriceReleases.importedAt,
    })
    .from(realPriceDeals)
    .innerJoin(realPriceReleases, eq(realPriceReleases.sha256, realPriceDeals.releaseSha256))
    .where(where)
    .orderBy(desc(realPriceDeals.tradedOn))
    .limit(1);
  if (!found) return null;
  return {
    window: found.window,
    file: fileNameOf(new URL(found.url)),
    importedOn: taiwanDate(found.importedAt),
  };
}
