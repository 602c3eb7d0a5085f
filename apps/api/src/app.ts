import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { SiteConfig } from './config/site.ts';
import type { Database } from './db/client.ts';
import { startJobs } from './jobs/start-jobs.ts';
import { registerAnswerSerializer } from './plugins/answer-contract.ts';
import { formatValidationError, registerErrorHandling } from './plugins/error-handler.ts';
import { trackInFlight } from './plugins/in-flight.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerMemberGuard } from './plugins/member-guard.ts';
import { registerOriginGuard } from './plugins/origin-guard.ts';
import { registerSecurity } from './plugins/security.ts';
import type { ApiDeps } from './services/api-deps.ts';
import { loadLocationCatalog } from './services/location-catalog.ts';
import { PhotoStore } from './services/photo-store.ts';
import { type BucketConfig, BucketStorage } from './services/photo-uploads/bucket-storage.ts';
import { LocalDiskStorage } from './services/photo-uploads/photo-storage.ts';
import type { PushSender } from './services/push-sender.ts';
import { closeRedis, connectRedis } from './services/redis-client.ts';
import { OutboxSmsSender } from './services/sms/outbox-sms-sender.ts';
import type { SmsSender } from './services/sms/sms-sender.ts';

export interface AppOptions {
  db: Database;
  site: SiteConfig;
  photoCacheDir: string;
  /** Where posted listings' photos are kept; by default a folder beside the photo cache's. */
  postedPhotoDir?: string;
  /** An S3-compatible bucket for them instead, when configured. */
  photoBucket?: BucketConfig | null;
  rateLimitPerMinute: number;
  trustProxy: string;
  /** Redis for rate-limit counts shared across instances; without it they count in-process. */
  redisUrl?: string | null;
  /** The government's real-price release download, fetched daily (REAL_PRICE_RELEASE_URL). */
  realPriceReleaseUrl?: string | null;
  /** Sends alerts as web pushes; without one they wait in 通知中心 alone. */
  push?: PushSender | null;
  /** Sends codes and confirmations by SMS; without one they are kept in sms_outbox. */
  sms?: SmsSender | null;
  logger?: FastifyServerOptions['logger'];
  /** Check every answer against its contract before it is sent (tests and the e2e site). */
  checkAnswers?: boolean;
  /** False: jobs are queued here and worked by another instance (API_JOBS=send). */
  takesJobs?: boolean;
  /**
   * Read every region's listings for the filtered maps before serving (the API's start), so no
   * visitor waits for a city's; otherwise each region's at its first filtered map (tests).
   */
  mapPointsAtStart?: boolean;
}

/** Each folder of routes/ is an area of the API; its files are loaded as they are. */
const ROUTES_DIR = fileURLToPath(new URL('./routes', import.meta.url));

/** How long a start may take to read the map points (the default is ten seconds). */
const MAP_POINTS_START_MS = 10 * 60 * 1000;

/** Body size for every JSON route: nothing the site sends comes near it. */
const BODY_LIMIT = 64 * 1024;

/**
 * Nothing logs request bodies; should a log line ever carry one, the passwords in it stay out.
 * Paths to two levels cover `{body}` and `{req: {body}}`.
 */
const REDACTED_LOG_FIELDS = ['password', 'currentPassword', 'newPassword'].flatMap((field) => [
  field,
  `*.${field}`,
  `*.*.${field}`,
]);

function loggerOptions(logger: AppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return { ...(logger === true ? {} : logger), redact: REDACTED_LOG_FIELDS };
}

/** The bare server with the API's settings; tests add hooks here before the routes exist. */
export function createServer(
  options: Pick<AppOptions, 'trustProxy' | 'logger' | 'mapPointsAtStart'>,
) {
  return Fastify({
    logger: loggerOptions(options.logger),
    trustProxy: options.trustProxy,
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
    // Reading every region's map points before listening takes some seconds a million listings.
    ...(options.mapPointsAtStart ? { pluginTimeout: MAP_POINTS_START_MS } : {}),
    routerOptions: { maxParamLength: 200 },
    schemaErrorFormatter: formatValidationError,
    ajv: {
      customOptions: {
        coerceTypes: 'array',
        removeAdditional: true,
        useDefaults: true,
        allErrors: false,
      },
    },
  });
}

/** One server answers api., bff. and statistics.: the gateway proxies all three here. */
export async function buildApp(options: AppOptions) {
  const app = createServer(options);
  await registerApi(app, options);
  return app;
}

/** Plugins and routes, on a server from createServer. */
export async function registerApi(app: FastifyInstance, options: AppOptions) {
  registerErrorHandling(app);
  registerAnswerSerializer(app, { check: options.checkAnswers ?? false });
  trackInFlight(app);
  registerInputGuard(app);
  const redis = options.redisUrl ? await connectRedis(options.redisUrl, app.log) : null;
  if (redis) app.addHook('onClose', () => closeRedis(redis));
  await registerSecurity(app, {
    site: options.site,
    rateLimitPerMinute: options.rateLimitPerMinute,
    redis,
  });

  const catalog = await loadLocationCatalog(options.db);
  const postedPhotos = options.photoBucket
    ? new BucketStorage(options.photoBucket)
    : new LocalDiskStorage(options.postedPhotoDir ?? path.join(options.photoCacheDir, 'posted'));
  const sms = options.sms ?? new OutboxSmsSender(options.db);
  const { listingEvents, alertPushes, texts } = await startJobs(app, {
    db: options.db,
    site: options.site,
    push: options.push ?? null,
    sms,
    catalog,
    postedPhotos,
    realPriceReleaseUrl: options.realPriceReleaseUrl ?? null,
    takesJobs: options.takesJobs ?? true,
  });
  const deps: ApiDeps = {
    db: options.db,
    site: options.site,
    catalog,
    listingEvents,
    alertPushes,
    photos: new PhotoStore(options.photoCacheDir),
    postedPhotos,
    redis,
    sms,
    texts,
    push: options.push ?? null,
    mapPointsAtStart: options.mapPointsAtStart ?? false,
  };
  // Before any route: each route's `config` (its area's autohooks.ts marks it) is checked here, once.
  registerMemberGuard(app, deps.db);
  registerOriginGuard(app, deps.site);
  await app.register(autoload, {
    dir: ROUTES_DIR,
    // Folders are areas, not URL prefixes: every route names its whole path.
    dirNameRoutePrefix: false,
    autoHooks: true,
    cascadeHooks: true,
    ignorePattern: /(?:^|\/)__tests__(?:\/|$)/,
    options: deps,
  });
}
