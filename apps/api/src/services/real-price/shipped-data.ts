import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { LocationCatalog } from '../location-catalog.ts';
import {
  detailFilesOf,
  fileKindOf,
  type ImportReport,
  importRealPriceFile,
  readDealParts,
  refreshAfterImport,
} from './import-file.ts';
import { importedBefore, recordRelease, sha256OfTexts } from './releases.ts';

/** The government's files shipped with the API (see data/real-price/README.md). */
export const SHIPPED_REAL_PRICE_DIR = path.join(import.meta.dirname, '../../../data/real-price');

/**
 * The shared real-price files beside the checkout (several cities and releases, each as
 * published; its README lists them), imported by `npm start` when the folder is there.
 */
export const SHARED_REAL_PRICE_DIR = path.resolve(REPO_ROOT, '../shared/data/real-price');

/**
 * Imports the registers of each folder (`…{city}_lvr_land_{a|b|c}.csv`, with their detail
 * files `…_build`, `_land`, `_park` where present) not imported before in these very bytes
 * (recorded by sha256 beside the fetched releases): a fresh database then shows real deals,
 * and a start with nothing new reads no file beyond its bytes. The map and communities are
 * refreshed once.
 */
export async function importShippedRealPrice(
  db: Database,
  catalog: LocationCatalog,
  dirs: string[] = [SHIPPED_REAL_PRICE_DIR],
): Promise<{ file: string; report: ImportReport }[]> {
  const reports = [];
  for (const dir of dirs.filter((folder) => existsSync(folder))) {
    const names = (await readdir(dir)).sort();
    const texts = new Map<string, string>();
    for (const name of names.filter((file) => /\.csv$/i.test(file))) {
      texts.set(name, await readFile(path.join(dir, name), 'utf8'));
    }
    for (const file of names.filter((name) => /_lvr_land_[abc]\.csv$/i.test(name))) {
      const kind = fileKindOf(file);
      if (!kind) throw new Error(`${dir}/${file} is not named as the government names it`);
      const text = texts.get(file)!;
      const details = detailFilesOf(file, (name) => texts.get(name));
      const sha256 = sha256OfTexts([text, details.build, details.land, details.park]);
      if (await importedBefore(db, sha256)) continue;
      const parts = readDealParts(details);
      const report = await importRealPriceFile(
        db,
        catalog,
        { text, ...kind, parts },
        { refresh: false, release: sha256 },
      );
      await recordRelease(db, {
        sha256,
        url: pathToFileURL(path.join(dir, file)).href,
        window: null,
        files: [{ name: file, report }],
      });
      reports.push({ file, report });
    }
  }
  if (reports.length > 0) await refreshAfterImport(db, catalog);
  return reports;
}
