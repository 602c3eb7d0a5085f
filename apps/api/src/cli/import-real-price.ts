import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readEnv } from '../config/env.ts';
import { applyMigrations } from '../db/migrate.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { loadLocationCatalog } from '../services/location-catalog.ts';
import { fileKindOf, importRealPriceFile } from '../services/real-price/import-file.ts';

const USAGE = `Usage: pnpm --filter @591/api import:real-price FILE...

Imports the government's real-price open data (內政部不動產成交案件實際資訊) as published:
{city}_lvr_land_a.csv (買賣), _b.csv (預售屋) and _c.csv (租賃) of any city, e.g.
a_lvr_land_a.csv or taipei-a_lvr_land_a.csv. The 編號 of a deal is its key: importing a file
again changes nothing. Prints the rows read, imported, updated and skipped, with each skipped
row's line and reason. Run after the seed, so deals find their districts.`;

const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (files.length === 0 || process.argv.includes('--help')) {
  console.log(USAGE);
  process.exit(files.length === 0 ? 1 : 0);
}

const env = readEnv();
const database = await openConfiguredDatabase(env);
try {
  await applyMigrations(database);
  const catalog = await loadLocationCatalog(database.db);
  for (const file of files) {
    const kind = fileKindOf(path.basename(file));
    if (!kind) {
      console.error(`${file}: not a real-price file ({city}_lvr_land_{a|b|c}.csv); skipped`);
      process.exitCode = 1;
      continue;
    }
    const text = await readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
    const report = await importRealPriceFile(database.db, catalog, { text, ...kind });
    console.log(
      `${file}: ${report.rows} rows read, ${report.imported} imported, ${report.updated} already there (brought up to date), ${report.skipped.length} skipped`,
    );
    for (const { line, reason } of report.skipped) console.log(`  line ${line}: ${reason}`);
  }
} finally {
  await database.close();
}
