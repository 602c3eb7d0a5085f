import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '../config/site.ts';
import { HttpError } from '../lib/http-errors.ts';

function originOfReferer(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

// The hooks are named functions: origin-guards.test.ts finds them in the route table by name.

/**
 * Beacons and stats may only come from the site's own pages: browsers always send Origin (or
 * at least Referer) with them, so a missing or foreign one means another site or a script.
 */
export function requireSiteOrigin(site: SiteConfig) {
  return async function requireSiteOrigin(request: FastifyRequest, _reply: FastifyReply) {
    const origin = request.headers.origin ?? originOfReferer(request.headers.referer);
    if (!origin || !site.allowedOrigins.has(origin)) {
      throw new HttpError(403, 'This endpoint only accepts requests from the site’s own pages');
    }
  };
}

/**
 * Writes made with the session cookie: a foreign Origin is refused (cross-site request forgery);
 * no Origin at all is a non-browser client, which has no victim's cookie to ride on.
 */
export function refuseForeignOrigin(site: SiteConfig) {
  return async function refuseForeignOrigin(request: FastifyRequest, _reply: FastifyReply) {
    const origin = request.headers.origin;
    if (origin !== undefined && !site.allowedOrigins.has(origin)) {
      throw new HttpError(403, 'Requests from other sites are not accepted');
    }
  };
}
