import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { SiteConfig } from './config/site.ts';
import type { Database } from './db/client.ts';
import { startAlertJobs } from './jobs/alert-jobs.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { startMapCellJobs } from './jobs/map-cell-jobs.ts';
import { startPhotoSweep } from './jobs/photo-sweep-jobs.ts';
import { startViewingJobs } from './jobs/viewing-jobs.ts';
import { registerAnswerSerializer } from './plugins/answer-contract.ts';
import { formatValidationError, registerErrorHandling } from './plugins/error-handler.ts';
import { trackInFlight } from './plugins/in-flight.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerMemberGuard } from './plugins/member-guard.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerAlertRoutes } from './routes/alerts.ts';
import { registerBrokerRoutes } from './routes/brokers.ts';
import { registerCommunityRoutes } from './routes/communities.ts';
import { registerContactMessageRoutes } from './routes/contact-messages.ts';
import { registerDraftPhotoRoutes } from './routes/draft-photos.ts';
import { registerDraftRoutes } from './routes/drafts.ts';
import { registerEntrustRoutes } from './routes/entrusts.ts';
import { registerFavouriteRoutes } from './routes/favourites.ts';
import { registerHealthRoutes } from './routes/health.ts';
import { registerHousePkRoutes } from './routes/house-pk.ts';
import { registerIdentityRoutes } from './routes/identity.ts';
import { registerLandPriceRoutes } from './routes/land-prices.ts';
import { registerListingEditRoutes } from './routes/listing-edits.ts';
import { registerListingMessageRoutes } from './routes/listing-messages.ts';
import { registerListingRoutes } from './routes/listings.ts';
import { registerLocationRoutes } from './routes/locations.ts';
import { registerMapClusterRoutes } from './routes/map-clusters.ts';
import { registerMemberAccountRoutes } from './routes/member-account.ts';
import { registerMemberListingRoutes } from './routes/member-listings.ts';
import { registerMemberSessionRoutes } from './routes/member-sessions.ts';
import { registerMemberViewingRoutes } from './routes/member-viewings.ts';
import { registerMemberRoutes } from './routes/members.ts';
import { registerNewBuildDraftPhotoRoutes } from './routes/new-build-draft-photos.ts';
import { registerNewBuildDraftRoutes } from './routes/new-build-drafts.ts';
import { registerNewBuildFavouriteRoutes } from './routes/new-build-favourites.ts';
import { registerNewBuildRoutes } from './routes/new-builds.ts';
import { registerNewsRoutes } from './routes/news.ts';
import { registerNewsEditorRoutes } from './routes/news-editor.ts';
import { registerNewsImageRoutes } from './routes/news-images.ts';
import { registerPhotoRoutes } from './routes/photos.ts';
import { registerPushRoutes } from './routes/push.ts';
import { registerRealPriceRoutes } from './routes/real-price.ts';
import { registerRecommendReportRoutes } from './routes/recommend-report.ts';
import { registerReservationRoutes } from './routes/reservations.ts';
import { registerSavedSearchRoutes } from './routes/saved-searches.ts';
import { registerSentMessageRoutes } from './routes/sent-messages.ts';
import { registerSiteInfoRoutes } from './routes/site-info.ts';
import { registerSitemapRoutes } from './routes/sitemap.ts';
import { registerSmsCodeRoutes } from './routes/sms-codes.ts';
import { registerVisitStatRoutes } from './routes/visit-stats.ts';
import { registerVisitRoutes } from './routes/visits.ts';
import type { ApiDeps } from './services/api-deps.ts';
import { type LocationCatalog, loadLocationCatalog } from './services/location-catalog.ts';
import { PhotoStore } from './services/photo-store.ts';
import { type BucketConfig, BucketStorage } from './services/photo-uploads/bucket-storage.ts';
import { LocalDiskStorage, type PhotoStorage } from './services/photo-uploads/photo-storage.ts';
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
  /** Sends alerts as web pushes; without one they wait in 通知中心 alone. */
  push?: PushSender | null;
  /** Sends codes and confirmations by SMS; without one they are kept in sms_outbox. */
  sms?: SmsSender | null;
  logger?: FastifyServerOptions['logger'];
  /** Check every answer against its contract before it is sent (tests and the e2e site). */
  checkAnswers?: boolean;
  /**
   * Read every region's listings for the filtered maps before serving (the API's start), so no
   * visitor waits for a city's; otherwise each region's at its first filtered map (tests).
   */
  mapPointsAtStart?: boolean;
}

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

/** The job queue and its workers, stopped (letting running jobs finish) with the server. */
async function startJobs(
  app: FastifyInstance,
  options: AppOptions & { catalog: LocationCatalog; postedPhotos: PhotoStorage },
) {
  const boss = await startJobQueue(options.db, (error) =>
    app.log.error({ err: error }, 'job queue'),
  );
  app.addHook('onClose', () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }));
  await startMapCellJobs(boss, { db: options.db, log: app.log });
  await startPhotoSweep(boss, { db: options.db, storage: options.postedPhotos, log: app.log });
  await startViewingJobs(boss, {
    db: options.db,
    site: options.site,
    push: options.push ?? null,
    log: app.log,
  });
  return startAlertJobs(boss, {
    db: options.db,
    catalog: options.catalog,
    site: options.site,
    push: options.push ?? null,
    log: app.log,
  });
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
  const deps: ApiDeps = {
    db: options.db,
    site: options.site,
    catalog,
    listingEvents: await startJobs(app, { ...options, catalog, postedPhotos }),
    photos: new PhotoStore(options.photoCacheDir),
    postedPhotos,
    redis,
    sms: options.sms ?? new OutboxSmsSender(options.db),
    push: options.push ?? null,
    mapPointsAtStart: options.mapPointsAtStart ?? false,
  };
  // Before any route: a route marked `config: { member: true }` is checked here, once.
  registerMemberGuard(app, deps.db);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  registerHealthRoutes(api, deps);
  registerLocationRoutes(api, deps);
  registerListingRoutes(api, deps);
  registerMapClusterRoutes(api, deps);
  registerHousePkRoutes(api, deps);
  registerLandPriceRoutes(api, deps);
  registerRealPriceRoutes(api, deps);
  registerCommunityRoutes(api, deps);
  registerNewBuildRoutes(api, deps);
  registerVisitRoutes(api, deps);
  registerReservationRoutes(api, deps);
  registerMemberViewingRoutes(api, deps);
  registerSmsCodeRoutes(api, deps);
  registerBrokerRoutes(api, deps);
  registerEntrustRoutes(api, deps);
  registerNewsRoutes(api, deps);
  await registerNewsEditorRoutes(api, deps);
  await registerNewsImageRoutes(api, deps);
  registerPhotoRoutes(api, deps);
  registerMemberRoutes(api, deps);
  registerMemberAccountRoutes(api, deps);
  registerMemberSessionRoutes(api, deps);
  registerFavouriteRoutes(api, deps);
  registerNewBuildFavouriteRoutes(api, deps);
  registerDraftRoutes(api, deps);
  await registerDraftPhotoRoutes(api, deps);
  registerNewBuildDraftRoutes(api, deps);
  await registerNewBuildDraftPhotoRoutes(api, deps);
  registerMemberListingRoutes(api, deps);
  registerListingEditRoutes(api, deps);
  registerSavedSearchRoutes(api, deps);
  registerAlertRoutes(api, deps);
  registerListingMessageRoutes(api, deps);
  registerSentMessageRoutes(api, deps);
  registerContactMessageRoutes(api, deps);
  registerIdentityRoutes(api, deps);
  registerPushRoutes(api, deps);
  registerVisitStatRoutes(api, deps);
  registerSiteInfoRoutes(api, deps);
  registerSitemapRoutes(api, deps);
  await registerRecommendReportRoutes(api, deps);
}
