import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { cacheControlFor } from './cache-policy.ts';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Serves one app's build folder: files as they are on disk now (a redeploy of one app is
 * picked up without a restart), index.html for any path without a file extension so the
 * app's router can answer it, and a plain 404 for a missing asset.
 */
export function staticApp(distDir: string, isSiteOrigin: (origin: string) => boolean): Handler {
  const serve = sirv(distDir, {
    dev: true,
    etag: true,
    single: true,
    // Hashed assets are cached for a year: a missing one must never be answered with the page.
    ignores: ['^/assets/'],
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  });
  return (req, res) => {
    allowSiteOrigins(req, res, isSiteOrigin);
    serve(req, res, () => {
      res.writeHead(404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end(`Not found: ${req.url}\n`);
    });
  };
}

/**
 * Remote entries and their chunks are ES modules fetched across subdomains (rent. loads the
 * header from www.), so every subdomain of the site may read them; no one else may.
 */
function allowSiteOrigins(
  req: IncomingMessage,
  res: ServerResponse,
  isSiteOrigin: (origin: string) => boolean,
) {
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (origin && isSiteOrigin(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
}
