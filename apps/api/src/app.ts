import Fastify, { type FastifyServerOptions } from 'fastify';
import type { SiteConfig } from './config/site.ts';
import type { Database } from './db/client.ts';
import { formatValidationError, registerErrorHandling } from './plugins/error-handler.ts';
import { trackInFlight } from './plugins/in-flight.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerSecurity } from './plugins/security.ts';
import type { ApiDeps } from './routes/deps.ts';
import { registerFavouriteRoutes } from './routes/favourites.ts';
import { registerHealthRoutes } from './routes/health.ts';
import { registerHousePkRoutes } from './routes/house-pk.ts';
import { registerIdentityRoutes } from './routes/identity.ts';
import { registerLandMapRoutes } from './routes/land-map.ts';
import { registerLandPriceRoutes } from './routes/land-prices.ts';
import { registerListingMessageRoutes } from './routes/listing-messages.ts';
import { registerListingRoutes } from './routes/listings.ts';
import { registerLocationRoutes } from './routes/locations.ts';
import { registerMemberRoutes } from './routes/members.ts';
import { registerPhotoRoutes } from './routes/photos.ts';
import { registerPushRoutes } from './routes/push.ts';
import { registerRecommendReportRoutes } from './routes/recommend-report.ts';
import { registerSiteInfoRoutes } from './routes/site-info.ts';
import { registerSitemapRoutes } from './routes/sitemap.ts';
import { registerVisitStatRoutes } from './routes/visit-stats.ts';
import { loadLocationCatalog } from './services/location-catalog.ts';
import { PhotoStore } from './services/photo-store.ts';

export interface AppOptions {
  db: Database;
  site: SiteConfig;
  photoCacheDir: string;
  rateLimitPerMinute: number;
  trustProxy: string;
  logger?: FastifyServerOptions['logger'];
}

/** Body size for every JSON route: nothing the site sends comes near it. */
const BODY_LIMIT = 64 * 1024;

/** One server answers api., bff. and statistics.: the gateway proxies all three here. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy,
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
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
  registerErrorHandling(app);
  trackInFlight(app);
  registerInputGuard(app);
  await registerSecurity(app, {
    site: options.site,
    rateLimitPerMinute: options.rateLimitPerMinute,
  });

  const deps: ApiDeps = {
    db: options.db,
    site: options.site,
    catalog: await loadLocationCatalog(options.db),
    photos: new PhotoStore(options.photoCacheDir),
  };
  registerHealthRoutes(app, deps);
  registerLocationRoutes(app, deps);
  registerListingRoutes(app, deps);
  registerHousePkRoutes(app, deps);
  registerLandPriceRoutes(app, deps);
  registerLandMapRoutes(app, deps);
  registerPhotoRoutes(app, deps);
  registerMemberRoutes(app, deps);
  registerFavouriteRoutes(app, deps);
  registerListingMessageRoutes(app, deps);
  registerIdentityRoutes(app, deps);
  registerPushRoutes(app, deps);
  registerVisitStatRoutes(app, deps);
  registerSiteInfoRoutes(app, deps);
  registerSitemapRoutes(app, deps);
  await registerRecommendReportRoutes(app, deps);
  return app;
}
