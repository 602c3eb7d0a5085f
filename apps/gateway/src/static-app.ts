import { readFileSync, type Stats, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { cacheControlFor } from './cache-policy.ts';
import type { InlineScripts } from './security-headers.ts';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** What a build publishes besides pages: a missing one is a plain 404, never a page. */
const ASSET_EXTENSION =
  /\.(?:js|mjs|css|map|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|txt|xml|webmanifest|wasm)$/i;

/**
 * A page request the app's router answers (its 404 page included): any GET for a path that
 * is not a build file. Link-preview bots and curl accept any type, so what is asked for
 * decides only for paths shaped like assets; app paths may contain dots (/rent/12.0).
 */
export function isPageRequest(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  // Hashed assets are cached for a year: a missing one must never be answered with the page.
  if (pathname.startsWith('/assets/')) return false;
  return !ASSET_EXTENSION.test(pathname) || (req.headers.accept ?? '').includes('text/html');
}

/** Answers a page request: rendered on the server, or `sendClientPage` for the browser to. */
export type PageHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  sendClientPage: () => void,
) => void;

export interface StaticAppOptions {
  isSiteOrigin: (origin: string) => boolean;
  /** The Content-Security-Policy of an HTML file, from its inline scripts and path. */
  pagePolicy: (scripts: InlineScripts, urlPath: string) => string;
  renderPage?: PageHandler;
}

function statOrNull(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    // Missing, or a path through a file (remoteEntry.js/index.html).
    return null;
  }
}

/**
 * The HTML file sirv is about to send for `pathname` (it tries the path, then .html, then
 * /index.html), or null for any other file: read once per version, for its scripts' hashes.
 */
function htmlReader(distDir: string) {
  const read = new Map<string, { mtimeMs: number; html: string }>();
  return (pathname: string, served: Stats): string | null => {
    // Assets (every request but pages) are answered without a look at the disk.
    if (/\.[^/]+$/.test(pathname) && !pathname.endsWith('.html')) return null;
    const base = pathname.replace(/\/+$/, '');
    for (const candidate of [pathname, `${base}.html`, `${base}/index.html`]) {
      if (!candidate.endsWith('.html')) continue;
      const file = path.join(distDir, candidate);
      const info = statOrNull(file);
      if (!info?.isFile() || info.mtimeMs !== served.mtimeMs || info.size !== served.size) continue;
      const known = read.get(file);
      if (known?.mtimeMs === info.mtimeMs) return known.html;
      const html = readFileSync(file, 'utf8');
      read.set(file, { mtimeMs: info.mtimeMs, html });
      return html;
    }
    return null;
  };
}

/**
 * Serves one app's build folder: files as they are on disk now (a redeploy of one app is
 * picked up without a restart), page requests rendered by `renderPage` (or index.html, for
 * the app's router to answer in the browser), and a plain 404 for anything else missing.
 * Dot files (the server bundle in .server) are never served.
 */
export function staticApp(
  distDir: string,
  {
    isSiteOrigin,
    pagePolicy,
    renderPage = (_req, _res, sendClientPage) => sendClientPage(),
  }: StaticAppOptions,
): Handler {
  const htmlOf = htmlReader(distDir);
  const serve = sirv(distDir, {
    dev: true,
    etag: true,
    setHeaders: (res, pathname, stats) => {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      const html = htmlOf(pathname, stats);
      if (html !== null) res.setHeader('Content-Security-Policy', pagePolicy({ html }, pathname));
    },
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
    const sendClientPage = () => void sendPage(req, res, distDir, pagePolicy);
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

async function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  distDir: string,
  pagePolicy: StaticAppOptions['pagePolicy'],
): Promise<void> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => null);
  if (html === null) {
    res.writeHead(503, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    res.end('This app is not built yet.\n');
    return;
  }
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': pagePolicy({ html }, req.url ?? '/'),
  });
  res.end(req.method === 'HEAD' ? undefined : html);
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
