import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, inArray } from 'drizzle-orm';
import { REPO_ROOT } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { realPriceDeals } from '../../db/schema/index.ts';
import type { LocationCatalog } from '../location-catalog.ts';
import {
  fileKindOf,
  type ImportReport,
  importRealPriceFile,
  readDealParts,
  readRealPriceCsv,
  refreshAfterImport,
} from './import-file.ts';

/** The government's files shipped with the API (see data/real-price/README.md). */
export const SHIPPED_REAL_PRICE_DIR = path.join(import.meta.dirname, '../../../data/real-price');

/**
 * The shared real-price files beside the checkout (several cities and releases, each as
 * published; its README lists them), imported by `npm start` when the folder is there.
 */
export const SHARED_REAL_PRICE_DIR = path.resolve(REPO_ROOT, '../shared/data/real-price');

/** Whether every deal of a file is in the database already (then it is not read in again). */
async function allImported(db: Database, serials: string[]): Promise<boolean> {
  if (serials.length === 0) return true;
  const [found] = await db
    .select({ deals: count() })
    .from(realPriceDeals)
    .where(inArray(realPriceDeals.serial, serials));
  return found!.deals === serials.length;
}

/**
 * Imports the registers of each folder (`…{city}_lvr_land_{a|b|c}.csv`, with their detail
 * files `…_build`, `_land`, `_park` where present) whose deals are not all in the database
 * yet; a fresh database then shows real deals. The map and communities are refreshed once.
 */
export async function importShippedRealPrice(
  db: Database,
  catalog: LocationCatalog,
  dirs: string[] = [SHIPPED_REAL_PRICE_DIR],
): Promise<{ file: string; report: ImportReport }[]> {
  const reports = [];
  for (const dir of dirs.filter((folder) => existsSync(folder))) {
    const names = (await readdir(dir)).sort();
    const text = (name: string) =>
      names.includes(name) ? readFile(path.join(dir, name), 'utf8') : undefined;
    for (const file of names.filter((name) => /_lvr_land_[abc]\.csv$/i.test(name))) {
      const kind = fileKindOf(file);
      if (!kind) throw new Error(`${dir}/${file} is not named as the government names it`);
      const main = (await text(file))!;
      const serials = readRealPriceCsv(main, kind.kind).deals.map(({ deal }) => deal.serial);
      if (await allImported(db, serials)) continue;
      const detail = (part: string) => text(file.replace(/\.csv$/i, `_${part}.csv`));
      const parts = readDealParts({
        build: await detail('build'),
        land: await detail('land'),
        park: await detail('park'),
      });
      const report = await importRealPriceFile(
        db,
        catalog,
        { text: main, ...kind, parts },
        { refresh: false },
      );
      reports.push({ file, report });
    }
  }
  if (reports.length > 0) await refreshAfterImport(db, catalog);
  return reports;
}
