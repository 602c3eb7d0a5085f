import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { realPriceDeals } from '../../db/schema/index.ts';
import type { LocationCatalog } from '../location-catalog.ts';
import { fileKindOf, type ImportReport, importRealPriceFile } from './import-file.ts';

/** The government's files shipped with the API (see data/real-price/README.md). */
export const SHIPPED_REAL_PRICE_DIR = path.join(import.meta.dirname, '../../../data/real-price');

/** Imports every shipped file; a fresh database then shows real deals. */
export async function importShippedRealPrice(
  db: Database,
  catalog: LocationCatalog,
): Promise<{ file: string; report: ImportReport }[]> {
  const files = (await readdir(SHIPPED_REAL_PRICE_DIR)).filter((name) => name.endsWith('.csv'));
  const reports = [];
  for (const file of files.sort()) {
    const kind = fileKindOf(file);
    if (!kind) throw new Error(`data/real-price/${file} is not named as the government names it`);
    const text = await readFile(path.join(SHIPPED_REAL_PRICE_DIR, file), 'utf8');
    reports.push({ file, report: await importRealPriceFile(db, catalog, { text, ...kind }) });
  }
  return reports;
}

/** Whether any of the government's deals is in the database (the shipped files were imported). */
export async function hasGovernmentDeals(db: Database): Promise<boolean> {
  const [deal] = await db
    .select({ serial: realPriceDeals.serial })
    .from(realPriceDeals)
    .where(eq(realPriceDeals.source, 'moi'))
    .limit(1);
  return deal !== undefined;
}
