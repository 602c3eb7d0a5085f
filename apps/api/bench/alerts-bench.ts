import { type Section, sectionRules } from '@591/config';
import type { SearchQuery } from '@591/contract';
import { sql } from 'drizzle-orm';
import { parseArgs, wholeNumber } from '../src/cli/args.ts';
import { siteConfig } from '../src/config/site.ts';
import { openDatabase } from '../src/db/client.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { queryRows } from '../src/db/rows.ts';
import { savedSearches } from '../src/db/schema/index.ts';
import { startAlertJobs } from '../src/jobs/alert-jobs.ts';
import { startJobQueue } from '../src/jobs/job-queue.ts';
import { Random } from '../src/lib/random.ts';
import { seedDatabase } from '../src/seed/seed-database.ts';
import { matchableListing, searchesMatching } from '../src/services/alert-matching.ts';
import { loadLocationCatalog } from '../src/services/location-catalog.ts';
import { matchFiltersOf, searchIndexColumns, searchKey } from '../src/services/search-key.ts';
import { parseSearch } from '../src/services/search-params.ts';

/**
 * Saved-search matching at scale, in-process on the embedded database: many saved searches,
 * then a batch of new listings. Prints the time to find each listing's matching searches
 * (p50/p99), then the whole delivery through the job queue: every listing's event queued,
 * its alerts made and pushed (to a sender that only counts).
 */
const args = parseArgs(process.argv.slice(2));
const searchCount = wholeNumber(args, 'searches', 100_000, 2_000_000);
const listingCount = wholeNumber(args, 'listings', 1_000, 100_000);
/** How many of the listings go through the whole delivery after: every one by default. */
const deliveredCount = wholeNumber(args, 'delivered', listingCount, 100_000);
/** Listings matched once untimed first, so the timings are of warmed-up code. */
const WARM_UP = 50;
const PER_MEMBER = 20;
const random = new Random(591);
const pick = <T>(items: readonly T[]): T => random.pick(items);
const chance = (p: number) => random.chance(p);
const site = siteConfig({ siteDomain: '591.com.tw', siteProtocol: 'https:', sitePort: '' });

/** Searches as people make them: mostly rent and sale, a region, often a kind and a price. */
function randomQuery(section: Section): SearchQuery {
  const rules = sectionRules(section);
  const query: SearchQuery = {};
  if (chance(0.95)) query.region = random.int(1, 22);
  if (chance(0.6)) query.kind = [String(pick(rules.kinds))];
  // A price band means rent or sale: land and business searches name which.
  if (section !== 'rent' && section !== 'sale')
    query.type = pick(rules.types) as SearchQuery['type'];
  if (chance(0.7)) {
    const rent = section === 'rent';
    const lower = rent ? pick([0, 5000, 10000, 15000]) : pick([0, 500, 1000, 2000]);
    const upper = lower + (rent ? pick([5000, 10000, 20000]) : pick([500, 1000, 3000]));
    query.price = [`${lower}_${upper}`];
  }
  if (chance(0.3)) query.area = [`${pick([0, 10, 20])}_${pick([30, 50, 100])}`];
  if (chance(0.15)) query.keyword = pick(['捷運', '套房', '電梯', '車位', '學區']);
  return query;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;

const database = await openDatabase({ memory: true });
await applyMigrations(database);
const { db } = database;
console.log(`Seeding ${listingCount.toLocaleString('en-US')} listings ...`);
await seedDatabase(db, { listings: listingCount });
const catalog = await loadLocationCatalog(db);

const memberCount = Math.ceil(searchCount / PER_MEMBER);
await db.execute(sql`
  insert into members (mobile, password_hash, real_name, sex, role)
  select '09' || lpad(n::text, 8, '0'), 'x', '會員', 1, 'member' from generate_series(1, ${memberCount}) as n`);
const [{ first } = { first: 1 }] = await queryRows<{ first: number }>(
  db,
  sql`select min(id)::int as first from members`,
);

console.log(
  `Saving ${searchCount.toLocaleString('en-US')} searches of ${memberCount.toLocaleString('en-US')} members ...`,
);
const sections: Section[] = [
  'rent',
  'rent',
  'rent',
  'rent',
  'sale',
  'sale',
  'sale',
  'land',
  'business',
  'business',
];
// Saved before any listing was posted, so every listing is news to them.
const earlier = new Date('2000-01-01T00:00:00Z');
for (let start = 0; start < searchCount; start += 1_000) {
  const rows = [];
  for (let index = start; index < Math.min(searchCount, start + 1_000); index += 1) {
    const section = pick(sections);
    const filters = matchFiltersOf(parseSearch(section, randomQuery(section)));
    rows.push({
      memberId: first + Math.floor(index / PER_MEMBER),
      section,
      name: `search ${index}`,
      query: '',
      listPath: '/list',
      // Unique per member by construction: a member's searches differ in their index.
      searchKey: `${searchKey(filters)}#${index}`,
      filters,
      createdAt: earlier,
      ...searchIndexColumns(filters),
    });
  }
  await db.insert(savedSearches).values(rows);
}
await db.execute(sql`analyze saved_searches`);

const ids = (await queryRows<{ id: number }>(db, sql`select id from listings order by id`)).map(
  (row) => row.id,
);
for (const id of ids.slice(0, WARM_UP)) {
  await searchesMatching(db, catalog, (await matchableListing(db, id))!, new Date());
}
const timings: number[] = [];
let matches = 0;
for (const id of ids) {
  const listing = (await matchableListing(db, id))!;
  const started = performance.now();
  const matched = await searchesMatching(db, catalog, listing, new Date());
  timings.push(performance.now() - started);
  matches += matched.length;
}
timings.sort((a, b) => a - b);
console.log(
  `Matching ${ids.length.toLocaleString('en-US')} listings against ${searchCount.toLocaleString('en-US')} searches: ` +
    `p50 ${ms(percentile(timings, 50))}, p99 ${ms(percentile(timings, 99))}, max ${ms(timings.at(-1)!)}; ` +
    `${(matches / ids.length).toFixed(1)} matching searches per listing`,
);

// Delivery: each listing's event through the queue, alerts made, each pushed once.
await db.execute(sql`insert into push_tokens (fcm_token, member_id, device)
  select 'token-' || id, id, 'pc' from members`);
let pushes = 0;
const boss = await startJobQueue(db, {
  takesJobs: true,
  onError: (error) => console.error(error),
});
const { listingEvents: events } = await startAlertJobs(boss, {
  db,
  catalog,
  site,
  push: {
    async send(tokens) {
      pushes += tokens.length;
      return { staleTokens: [] };
    },
  },
  log: { info() {}, error: console.error } as never,
});
const started = performance.now();
const delivered = ids.slice(0, deliveredCount);
for (const id of delivered) await events.published(id);
for (;;) {
  const [row] = await queryRows<{ waiting: number }>(
    db,
    sql`select count(*)::int as waiting from pgboss.job where state in ('created', 'retry', 'active')`,
  );
  if (row?.waiting === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const seconds = (performance.now() - started) / 1000;
const [alerted] = await queryRows<{ total: number; sent: number }>(
  db,
  sql`select count(*)::int as total, count(sent_at)::int as sent from alerts`,
);
console.log(
  `Delivery of ${delivered.length.toLocaleString('en-US')} new listings through the job queue: ${seconds.toFixed(1)} s, ` +
    `${alerted?.total.toLocaleString('en-US')} alerts made, ${alerted?.sent.toLocaleString('en-US')} pushed (${pushes.toLocaleString('en-US')} pushes)`,
);
await boss.stop({ graceful: true, wait: true });
await database.close();
