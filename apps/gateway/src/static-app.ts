import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { cacheControlFor } from './cache-policy.ts';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A page request the app's router answers: a browser navigation (it asks for HTML) to a
 * path that is not a build file. App paths may contain dots (/rent/12.0 is a 404 page the
 * app renders), so the test is what the browser asks for, not the path's shape.
 */
function isPageRequest(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  // Hashed assets are cached for a year: a missing one must never be answered with the page.
  if (pathname.startsWith('/assets/')) return false;
  return (req.headers.accept ?? '').includes('text/html');
}

/** Answers a page request: rendered on the server, or `sendClientPage` for the browser to. */
export type PageHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  sendClientPage: () => void,
) => void;

/**
 * Serves one app's build folder: files as they are on disk now (a redeploy of one app is
 * picked up without a restart), page requests rendered by `renderPage` (or index.html, for
 * the app's router to answer in the browser), and a plain 404 for anything else missing.
 * Dot files (the server bundle in .server) are never served.
 */
export function staticApp(
  distDir: string,
  isSiteOrigin: (origin: string) => boolean,
  renderPage: PageHandler = (_req, _res, sendClientPage) => sendClientPage(),
): Handler {
  const serve = sirv(distDir, {
    dev: true,
    etag: true,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  });
  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    res.end(`Not found: ${req.url}\n`);
  };
  return (req, res) => {
    allowSiteOrigins(req, res, isSiteOrigin);
    const pathname = new URL(req.url ?? '/', 'http://gateway').pathname;
    // The server bundle (.server) and any other dot folder stay private.
    if (pathname.split('/').some((segment) => segment.startsWith('.'))) return notFound(req, res);
    const sendClientPage = () => sendPage(req, res, distDir);
    // The home page is a page, not the index.html file on disk: it is rendered too.
    if (isPageRequest(req, pathname) && (pathname === '/' || pathname === '/index.html')) {
      renderPage(req, res, sendClientPage);
      return;
    }
    serve(req, res, () => {
      if (isPageRequest(req, pathname)) renderPage(req, res, sendClientPage);
      else notFound(req, res);
    });
  };
}

function sendPage(req: IncomingMessage, res: ServerResponse, distDir: string): void {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(path.join(distDir, 'index.html'))
    .on('error', () => res.end())
    .pipe(res);
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
