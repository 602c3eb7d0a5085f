import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteConfig } from '../config/site.ts';
import { HttpError } from '../lib/http-errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Which origins a route takes: `refuse` turns away a foreign Origin (every write, marked by
     * its area's autohooks), `site` takes only the site's own pages (beacons and stats).
     */
    origin?: 'refuse' | 'site';
  }
}

function originOfReferer(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Beacons and stats may only come from the site's own pages: browsers always send Origin (or
 * at least Referer) with them, so a missing or foreign one means another site or a script.
 */
function requireSiteOrigin(site: SiteConfig, request: FastifyRequest) {
  const origin = request.headers.origin ?? originOfReferer(request.headers.referer);
  if (!origin || !site.allowedOrigins.has(origin)) {
    throw new HttpError(403, '只接受來自591網站頁面的請求');
  }
}

/**
 * Writes made with the session cookie: a foreign Origin is refused (cross-site request forgery);
 * no Origin at all is a non-browser client, which has no victim's cookie to ride on.
 */
function refuseForeignOrigin(site: SiteConfig, request: FastifyRequest) {
  const origin = request.headers.origin;
  if (origin !== undefined && !site.allowedOrigins.has(origin)) {
    throw new HttpError(403, '不接受來自其他網站的請求');
  }
}

/** The one origin check of every route, by its `config.origin`, after its body is validated. */
export function registerOriginGuard(app: FastifyInstance, site: SiteConfig): void {
  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config.origin;
    if (rule === 'refuse') refuseForeignOrigin(site, request);
    else if (rule === 'site') requireSiteOrigin(site, request);
  });
}
