import type { RealPriceKind } from '@591/config';
import { strFromU8, unzipSync } from 'fflate';
import type { Database } from '../../db/client.ts';
import type { DealParts } from '../../domain/real-price/deal-parts.ts';
import type { LocationCatalog } from '../location-catalog.ts';
import {
  detailFilesOf,
  fileKindOf,
  type ImportReport,
  importRealPriceFile,
  readDealParts,
  refreshAfterImport,
} from './import-file.ts';
import { recordRelease, sha256OfBytes } from './releases.ts';

/** One city's register of one kind in a release: `{city}_lvr_land_{a|b|c}.csv`. */
export interface ReleaseFile {
  name: string;
  text: string;
  regionId: number;
  kind: RealPriceKind;
  /** Each deal's rows of the register's detail files (`…_build`, `_land`, `_park`). */
  parts: Map<string, DealParts>;
}

export interface Release {
  /** What the release covers, in the publisher's words (資料內容：登記日期自…), when it says. */
  window: string | null;
  files: ReleaseFile[];
}

/** The file names a manifest (`name,schema,description`) lists, in its order. */
function manifestNames(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(',')[0]!.trim())
    .filter(Boolean);
}

/**
 * The release window: a one-line Big5 `build.ttt` until 2020 and in 108S2, `build_time.xml`
 * (UTF-8, `<lvr_time>…</lvr_time>`) from 2026.
 */
function windowOf(entries: Record<string, Uint8Array>): string | null {
  const ttt = entries['build.ttt'];
  if (ttt) return new TextDecoder('big5').decode(ttt).trim();
  const xml = entries['build_time.xml'];
  if (!xml) return null;
  return /<lvr_time>([^<]*)<\/lvr_time>/.exec(strFromU8(xml))?.[1]?.trim() ?? null;
}

/**
 * A release as the government publishes it (`lvr_landcsv.zip`): a flat ZIP of every city's
 * files, with `manifest.csv` listing the files present. Its registers (sales, pre-sales,
 * rentals of each city) come out in the manifest's order, each with its detail files' rows by
 * 編號; a file the manifest lists that the ZIP lacks is an error (a cut download), and so is
 * a ZIP without registers.
 */
export function readReleaseZip(zip: Uint8Array): Release {
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(zip);
  } catch (error) {
    throw new Error(`not a ZIP file: ${(error as Error).message}`);
  }
  // Flat as published; a ZIP made of a folder holds the same files one level down.
  const entries = Object.fromEntries(
    Object.entries(unzipped).map(([name, bytes]) => [name.split('/').pop()!, bytes]),
  );
  const manifest = entries['manifest.csv'];
  const names = manifest ? manifestNames(strFromU8(manifest)) : Object.keys(entries).sort();
  const missing = names.filter((name) => !entries[name]);
  if (missing.length > 0) {
    throw new Error(`manifest.csv lists ${missing.join(', ')}, which the ZIP does not hold`);
  }
  const text = (name: string) => (entries[name] ? strFromU8(entries[name]!) : undefined);
  const files = names.flatMap((name) => {
    const kind = fileKindOf(name);
    if (!kind) return [];
    const parts = readDealParts(detailFilesOf(name, text));
    return [{ name, text: text(name)!, ...kind, parts }];
  });
  if (files.length === 0) throw new Error('the ZIP holds no {city}_lvr_land_{a|b|c}.csv register');
  return { window: windowOf(entries), files };
}

/**
 * Imports a whole release: every city's sales, pre-sales and rentals, each by 編號 (a second
 * import changes nothing; a corrected deal replaces the old one), then the map, communities
 * and data stories once. Recorded by its sha256 with `url`, where it came from.
 */
export async function importRealPriceRelease(
  db: Database,
  catalog: LocationCatalog,
  zip: Uint8Array,
  url: string,
): Promise<{
  sha256: string;
  window: string | null;
  files: { name: string; report: ImportReport }[];
}> {
  const release = readReleaseZip(zip);
  const sha256 = sha256OfBytes(zip);
  const files = [];
  for (const file of release.files) {
    const report = await importRealPriceFile(db, catalog, file, {
      refresh: false,
      release: sha256,
    });
    files.push({ name: file.name, report });
  }
  await recordRelease(db, { sha256, url, window: release.window, files });
  await refreshAfterImport(db, catalog);
  return { sha256, window: release.window, files };
}
