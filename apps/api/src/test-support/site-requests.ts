import type { FastifyInstance } from 'fastify';
import { freshAddress, SITE_ORIGIN } from './test-app.ts';

/** A request's method, URL, the member's cookie ('' for a visitor), body and origin. */
export type SiteRequestArgs = [
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
  origin?: string,
];

/**
 * A request as the site's pages send it: from the site's origin (or another, to see it
 * refused) and, each from its own address, so per-client limits never join two requests.
 */
export function siteRequest(
  app: FastifyInstance,
  ...[method, url, cookie = '', payload, origin = SITE_ORIGIN]: SiteRequestArgs
) {
  return app.inject({
    method,
    url,
    remoteAddress: freshAddress(),
    headers: { origin, ...(cookie && { cookie }) },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
}
