import type { Database } from '../../db/client.ts';
import type { LocationCatalog } from '../location-catalog.ts';
import { importRealPriceRelease } from './release-zip.ts';
import { fileSummaryOf, importedBefore, sha256OfBytes } from './releases.ts';

/** How long a download may take before it counts as failed (and the job tries again later). */
const FETCH_TIMEOUT_MS = 10 * 60_000;

export type FetchedRelease =
  | { status: 'unchanged'; sha256: string }
  | {
      status: 'imported';
      sha256: string;
      window: string | null;
      files: ReturnType<typeof fileSummaryOf>[];
    };

/**
 * The newest release at `url` (the government's download of lvr_landcsv.zip), imported unless
 * the same ZIP was imported before, and recorded with what each of its files gave. A failed
 * download or a ZIP that cannot be read throws: the job that called it tries again later.
 */
export async function fetchRealPriceRelease(
  db: Database,
  catalog: LocationCatalog,
  url: string,
): Promise<FetchedRelease> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  const zip = new Uint8Array(await response.arrayBuffer());
  const sha256 = sha256OfBytes(zip);
  if (await importedBefore(db, sha256)) return { status: 'unchanged', sha256 };
  const release = await importRealPriceRelease(db, catalog, zip, url);
  return {
    status: 'imported',
    sha256,
    window: release.window,
    files: release.files.map(fileSummaryOf),
  };
}
