import { buildApp } from './app.ts';
import { readEnv } from './config/env.ts';
import { siteConfig } from './config/site.ts';
import { applyMigrations } from './db/migrate.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { requestsSettled } from './plugins/in-flight.ts';
import { addBuilderMembers, hasBuilderOwners } from './seed/builder-members.ts';
import { addGeneratedHomeDeals } from './seed/generated-home-deals.ts';
import { addPosterMembers, hasPosterMembers } from './seed/poster-members.ts';
import { approveSeededProfessionalsOnce } from './seed/professional-members.ts';
import {
  addGeneratedLandDeals,
  addNewBuilds,
  hasGeneratedLandDeals,
  hasNewBuilds,
  isSeeded,
  seedDatabase,
} from './seed/seed-database.ts';
import { addEditorMember, addModeratorMember } from './seed/staff-members.ts';
import { loadLocationCatalog } from './services/location-catalog.ts';
import { rebuildMapCells } from './services/map-cells/cell-upkeep.ts';
import { refreshDataStories } from './services/news/data-stories.ts';
import { addWrittenArticles } from './services/news/written-articles.ts';
import { fcmPushSender } from './services/push-sender.ts';
import { refreshCommunityDeals } from './services/real-price/community-deals.ts';
import { hasListingMarkets, refreshListingMarkets } from './services/real-price/listing-markets.ts';
import {
  importShippedRealPrice,
  SHARED_REAL_PRICE_DIR,
  SHIPPED_REAL_PRICE_DIR,
} from './services/real-price/shipped-data.ts';
import { MitakeSmsSender } from './services/sms/mitake-sms-sender.ts';

/** A runaway query must not hold a connection: PostgreSQL cancels it and the API answers 503. */
const STATEMENT_TIMEOUT_MS = 10_000;

const env = readEnv();
let database = await openConfiguredDatabase(env);
await applyMigrations(database);
if (!(await isSeeded(database.db))) {
  console.log(`Empty database: seeding ${env.seedListings} listings ...`);
  const started = Date.now();
  await seedDatabase(database.db, {
    listings: env.seedListings,
    builderPassword: env.seedBuilderPassword,
    posterPassword: env.seedPosterPassword,
  });
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
// A database seeded before the seed's deals moved to the deals store gets them there.
if (!(await hasGeneratedLandDeals(database.db))) {
  await addGeneratedLandDeals(database.db);
  await addGeneratedHomeDeals(database.db);
  await refreshCommunityDeals(database.db);
}
// And one seeded before there were new-build projects gets them.
if (!(await hasNewBuilds(database.db))) await addNewBuilds(database.db);
// And one seeded before projects had owners gets the builders' accounts.
if (!(await hasBuilderOwners(database.db))) {
  await addBuilderMembers(database.db, env.seedBuilderPassword);
}
// And one seeded before its listings' posters had accounts gets them, with confirmations and
// viewing times, and the maps' points that show the confirmations.
if (!(await hasPosterMembers(database.db))) {
  await addPosterMembers(database.db, env.seedPosterPassword, new Date());
  await rebuildMapCells(database.db);
}
// The seed's brokers and builders approved, on one seeded before 專業認證 (once).
await approveSeededProfessionalsOnce(database.db);
// The staff accounts, on a new database and on one seeded before they existed.
await addEditorMember(database.db, env.seedEditorPassword);
await addModeratorMember(database.db, env.seedModeratorPassword);
// The real-price files shipped with the API and shared beside the checkout, each once: a new
// database shows real deals, and one made before a file was added gets it too.
{
  const catalog = await loadLocationCatalog(database.db);
  const dirs = [SHIPPED_REAL_PRICE_DIR, SHARED_REAL_PRICE_DIR];
  for (const { file, report } of await importShippedRealPrice(database.db, catalog, dirs)) {
    console.log(
      `Real-price deals of ${file}: ${report.imported} imported, ${report.skipped.length} skipped`,
    );
  }
}
// A database made before 議價空間 gets each home for sale measured against the deals.
if (!(await hasListingMarkets(database.db))) {
  await refreshListingMarkets(database.db, await loadLocationCatalog(database.db));
}
// The articles written for the site, once; the data stories of the deals, kept current.
await addWrittenArticles(database.db, new Date());
await refreshDataStories(database.db, await loadLocationCatalog(database.db));
if (env.databaseUrl) {
  // Migrations and the seed may run long; the connections that serve requests may not.
  await database.close();
  database = await openConfiguredDatabase(env, { statementTimeoutMs: STATEMENT_TIMEOUT_MS });
}

const site = siteConfig(env);
const app = await buildApp({
  db: database.db,
  site,
  photoCacheDir: env.photoCacheDir,
  postedPhotoDir: env.postedPhotoDir,
  photoBucket: env.photoBucket,
  rateLimitPerMinute: env.rateLimitPerMinute,
  trustProxy: env.trustProxy,
  redisUrl: env.redisUrl,
  realPriceReleaseUrl: env.realPriceReleaseUrl,
  push: env.fcmServiceAccountFile ? await fcmPushSender(env.fcmServiceAccountFile) : null,
  sms: env.mitakeSms ? new MitakeSmsSender(env.mitakeSms) : null,
  logger: { level: env.logLevel },
  checkAnswers: env.checkAnswers,
  takesJobs: env.takesJobs,
  mapPointsAtStart: true,
});
await app.listen({ host: env.host, port: env.port });
console.log(`API (${database.driver}) for ${env.siteDomain} on http://${env.host}:${env.port}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await requestsSettled(app);
    await database.close();
    process.exit(0);
  });
}
