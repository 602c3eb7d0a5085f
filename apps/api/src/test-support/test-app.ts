import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { siteConfig } from '../config/site.ts';
import type { Database } from '../db/client.ts';
import type { PushData, PushSender } from '../services/push-sender.ts';
import type { SmsSender } from '../services/sms/sms-sender.ts';
import { openTestDatabase } from './test-database.ts';

/** The production host names, as the e2e suite uses them. */
export const TEST_SITE = siteConfig({
  siteDomain: '591.com.tw',
  siteProtocol: 'https:',
  sitePort: '',
});
export const SITE_ORIGIN = 'https://www.591.com.tw';
export const FOREIGN_ORIGIN = 'https://evil.example';

export interface TestAppOptions {
  listings?: number;
  rateLimitPerMinute?: number;
  site?: typeof TEST_SITE;
  push?: PushSender;
  /** Sends the API's texts; by default they are kept in sms_outbox. */
  sms?: SmsSender;
  /** The seeded builders' password; without one they cannot log in. */
  builderPassword?: string;
  /** The seeded listings' posters' password; without one they cannot log in. */
  posterPassword?: string;
  /** False: jobs are queued, not worked (API_JOBS=send). */
  takesJobs?: boolean;
}

/** A seeded API on its own database, for fastify.inject. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await openTestDatabase({
    listings: options.listings ?? 400,
    builderPassword: options.builderPassword ?? null,
    posterPassword: options.posterPassword ?? null,
  });
  const instance = await instanceOn(database.db, options);
  return {
    ...instance,
    driver: database.driver,
    close: async () => {
      await instance.close();
      await database.close();
    },
  };
}

const databases = new WeakMap<object, Database>();

/** Notes the database an app a test built runs on: its texts are read once sent (readOutbox). */
export function onDatabase<App extends object>(app: App, db: Database): App {
  databases.set(app, db);
  return app;
}

/** The database a test app's instance runs on. */
export function databaseOf(app: object): Database {
  const db = databases.get(app);
  if (!db) throw new Error('an app built in a test: name its database with onDatabase(app, db)');
  return db;
}

/** An API on a database, as one instance of several is: its own memory and photo cache. */
async function instanceOn(db: Database, options: TestAppOptions) {
  const photoCacheDir = await mkdtemp(path.join(tmpdir(), 'api-photos-'));
  const app = await buildApp({
    db,
    site: options.site ?? TEST_SITE,
    photoCacheDir,
    // Tests send hundreds of requests from one address; the rate-limit test sets its own.
    rateLimitPerMinute: options.rateLimitPerMinute ?? 100_000,
    trustProxy: 'loopback',
    push: options.push ?? null,
    sms: options.sms ?? null,
    takesJobs: options.takesJobs ?? true,
    // Every answer a test reads is checked against the contract the apps read it by.
    checkAnswers: true,
    // TEST_LOG=1 shows what a failing request logged.
    logger: process.env.TEST_LOG ? { level: 'warn' } : false,
  });
  await app.ready();
  onDatabase(app, db);
  return {
    app,
    db,
    photoCacheDir,
    close: async () => {
      await app.close();
      await rm(photoCacheDir, { recursive: true, force: true });
    },
  };
}

/** A second API instance on a test app's database (closed before the first). */
export function anotherInstance(api: { db: Database }, options: TestAppOptions = {}) {
  return instanceOn(api.db, options);
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A distinct client address per test keeps the tight per-client limits from leaking across tests. */
let nextAddress = 1;
export function freshAddress(): string {
  nextAddress += 1;
  return `10.0.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

/** Web push at the edge: what would have gone to Firebase, kept to be read by the test. */
export function recordingPushSender() {
  const sent: { tokens: string[]; data: PushData }[] = [];
  const sender: PushSender = {
    async send(tokens, data) {
      sent.push({ tokens: [...tokens], data });
      return { staleTokens: [] };
    },
  };
  return { sender, sent };
}
