import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readEnv } from '../config/env.ts';
import { applyMigrations } from '../db/migrate.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { loadLocationCatalog } from '../services/location-catalog.ts';
import {
  fileKindOf,
  type ImportReport,
  importRealPriceFile,
} from '../services/real-price/import-file.ts';
import { importRealPriceRelease } from '../services/real-price/release-zip.ts';
import { recordRelease, sha256OfTexts } from '../services/real-price/releases.ts';

const USAGE = `Usage: pnpm --filter @591/api import:real-price FILE|ZIP|URL...

Imports the government's real-price open data (內政部不動產成交案件實際資訊) as published:
a whole release (lvr_landcsv.zip, a path or an http(s) URL: every city's sales, pre-sales
and rentals in one run), or single files {city}_lvr_land_a.csv (買賣), _b.csv (預售屋) and
_c.csv (租賃) of any city, e.g. a_lvr_land_a.csv or taipei-a_lvr_land_a.csv. The 編號 of a
deal is its key: importing again changes nothing, and a corrected deal replaces the old one.
Prints the rows read, imported, updated and skipped of each file, with each skipped row's
line and reason. Run after the seed, so deals find their districts.`;

const sources = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (sources.length === 0 || process.argv.includes('--help')) {
  console.log(USAGE);
  process.exit(sources.length === 0 ? 1 : 0);
}

/** A path as a URL (from where the command was typed), or the http(s) URL given. */
function urlOf(source: string): string {
  if (/^https?:\/\//.test(source)) return source;
  return pathToFileURL(path.resolve(process.env.INIT_CWD ?? process.cwd(), source)).href;
}

/** The bytes of a path or of a URL. */
async function bytesOf(url: string): Promise<Uint8Array> {
  if (url.startsWith('file:')) return readFile(new URL(url));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

function print(name: string, report: ImportReport) {
  console.log(
    `${name}: ${report.rows} rows read, ${report.imported} imported, ${report.updated} already there (brought up to date), ${report.skipped.length} skipped`,
  );
  for (const { line, reason } of report.skipped) console.log(`  line ${line}: ${reason}`);
}

const env = readEnv();
const database = await openConfiguredDatabase(env);
try {
  await applyMigrations(database);
  const catalog = await loadLocationCatalog(database.db);
  for (const source of sources) {
    const name = path.basename(new URL(source, 'file:///').pathname);
    try {
      if (/\.zip$/i.test(name)) {
        const url = urlOf(source);
        const release = await importRealPriceRelease(database.db, catalog, await bytesOf(url), url);
        console.log(`${source}: ${release.window ?? 'a release without its window'}`);
        for (const file of release.files) print(`  ${file.name}`, file.report);
        continue;
      }
      const kind = fileKindOf(name);
      if (!kind) {
        console.error(
          `${source}: not a release ZIP nor a {city}_lvr_land_{a|b|c}.csv file; skipped`,
        );
        process.exitCode = 1;
        continue;
      }
      const url = urlOf(source);
      const text = new TextDecoder().decode(await bytesOf(url));
      const sha256 = sha256OfTexts([text]);
      const report = await importRealPriceFile(
        database.db,
        catalog,
        { text, ...kind },
        { release: sha256 },
      );
      await recordRelease(database.db, { sha256, url, window: null, files: [{ name, report }] });
      print(source, report);
    } catch (error) {
      console.error(`${source}: ${(error as Error).message}; skipped`);
      process.exitCode = 1;
    }
  }
} finally {
  await database.close();
}
