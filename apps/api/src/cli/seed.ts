import { readEnv } from '../config/env.ts';
import { applyMigrations } from '../db/migrate.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { clearCatalogue, DEFAULT_SEED, isSeeded, seedDatabase } from '../seed/seed-database.ts';
import { parseArgs, wholeNumber } from './args.ts';

const USAGE = `Usage: pnpm --filter @591/api seed -- [--listings 20000] [--seed 591] [--as-of 2026-01-31] [--reset]

Fills the catalogue (places, communities, listings, land prices) of the database that
DATABASE_URL names, or of PGlite in .data/pglite (PGLITE_DIR). Members, sessions, favourites of
listings that remain, and device data are kept; --reset replaces an existing catalogue.`;

const args = parseArgs(process.argv.slice(2));
if (args.has('help')) {
  console.log(USAGE);
  process.exit(0);
}
const listings = wholeNumber(args, 'listings', 20_000);
const seed = wholeNumber(args, 'seed', DEFAULT_SEED, 2 ** 31);
const asOfText = args.get('as-of');
const asOf = asOfText ? new Date(`${asOfText}T00:00:00Z`) : undefined;
if (asOf && Number.isNaN(asOf.getTime()))
  throw new Error(`--as-of must be a date such as 2026-01-31, got "${asOfText}"`);

const env = readEnv();
const database = await openConfiguredDatabase(env);
try {
  await applyMigrations(database);
  if (await isSeeded(database.db)) {
    if (!args.has('reset')) {
      console.error('The catalogue is already seeded; add --reset to replace it.');
      process.exitCode = 1;
    } else {
      await clearCatalogue(database.db);
    }
  }
  if (process.exitCode !== 1) {
    const started = Date.now();
    let shown = 0;
    await seedDatabase(database.db, {
      listings,
      seed,
      builderPassword: env.seedBuilderPassword,
      posterPassword: env.seedPosterPassword,
      ...(asOf && { asOf }),
      onProgress: (done, total) => {
        if (done - shown >= 20_000 || done === total) {
          shown = done;
          console.log(
            `  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} listings`,
          );
        }
      },
    });
    const where = env.databaseUrl ? 'PostgreSQL' : env.pgliteDir;
    console.log(
      `Seeded ${listings.toLocaleString('en-US')} listings (seed ${seed}) into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
} finally {
  await database.close();
}
