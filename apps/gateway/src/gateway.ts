import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AppName } from '@591/mf';
import compression from 'compression';
import { createProxyServer } from 'http-proxy-3';
import { dataVersionChecker } from './data-versions.ts';
import { routeHost } from './host-routing.ts';
import { isFramedPage } from './hub-frame-policy.ts';
import { pageCache } from './page-cache.ts';
import { createPageRender } from './page-render.ts';
import {
  commonSecurityHeaders,
  contentSecurityPolicy,
  type InlineScripts,
  mapTileSource,
} from './security-headers.ts';
import { answerSeoFile, isSeoFilePath } from './seo-files.ts';
import { type Handler, staticApp } from './static-app.ts';
import { visitorAddressOf } from './visitor-address.ts';

export interface GatewayOptions {
  domain: string;
  /** Each app's build folder, or the origin of its dev server in dev mode. */
  apps: Record<AppName, { dist: string } | { devOrigin: string }>;
  /** Where the gateway's own requests reach the API (with several instances, the balancer's). */
  apiOrigin: string;
  /** Sends a visitor's api. request on (startApiBalancer's); by default, to `apiOrigin`. */
  apiProxy?: Handler;
  /** The scheme and port visitors use; pages are rendered with links for them. */
  publicLocation?: { protocol: string; port: string };
  /** Test-only: lets ?render-failure=1 fail a server render. */
  renderFailureSwitch?: boolean;
  /** Peers trusted to name the visitor in X-Forwarded-For (proxy-addr's list syntax). */
  trustProxy?: string;
  /** The land map's tile URL template, as the land build was given it (images it may load). */
  mapTileUrl?: string;
}

/** The Content-Security-Policy of one HTML response: its inline scripts and where it is. */
export type PagePolicy = (scripts: InlineScripts, urlPath: string) => string;

const compress = compression();

/** One port for every subdomain: the local stand-in for each app's own host and the CDN. */
export function createGateway({
  domain,
  apps,
  apiOrigin,
  apiProxy,
  publicLocation = { protocol: 'http:', port: '' },
  renderFailureSwitch = false,
  trustProxy = 'loopback',
  mapTileUrl,
}: GatewayOptions) {
  const location = { domain, publicLocation, mapTileSource: mapTileSource(mapTileUrl) };
  const securityHeaders = commonSecurityHeaders(location);
  const pagePolicy: PagePolicy = (scripts, urlPath) =>
    contentSecurityPolicy(location, scripts, { framed: isFramedPage(urlPath) });
  const proxy = createProxyServer({ xfwd: true, ws: true });
  proxy.on('error', (_error, _req, res) => {
    if (!('writeHead' in res) || res.headersSent) return void res.end();
    sendText(
      res as ServerResponse,
      502,
      'Upstream unavailable: the service for this host is not running.',
    );
  });

  const isSiteOrigin = (origin: string) => {
    try {
      return routeHost(new URL(origin).host, domain).kind !== 'unknown';
    } catch {
      return false;
    }
  };
  const renderPage = createPageRender({
    dists: Object.fromEntries(
      Object.entries(apps).flatMap(([app, source]) =>
        'dist' in source ? [[app, source.dist]] : [],
      ),
    ),
    setup: { location: publicLocation, apiOrigins: { api: apiOrigin } },
    failureSwitch: renderFailureSwitch,
    visitorAddress: visitorAddressOf(trustProxy),
    pagePolicy,
    cache: pageCache({ currentVersions: dataVersionChecker(apiOrigin) }),
  });
  const handlers = Object.fromEntries(
    Object.entries(apps).map(([app, source]) => [
      app,
      'dist' in source
        ? staticApp(source.dist, {
            isSiteOrigin,
            pagePolicy: app === 'shell' ? pagePolicy : (scripts) => pagePolicy(scripts, '/'),
            renderPage: (req, res, sendClientPage) => {
              void renderPage(app as AppName, req, res, sendClientPage);
            },
          })
        : (((req, res) => proxy.web(req, res, { target: source.devOrigin })) satisfies Handler),
    ]),
  ) as Record<AppName, Handler>;

  const server = createServer((req, res) => {
    const target = routeHost(req.headers.host, domain);
    switch (target.kind) {
      case 'app': {
        for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
        if (isSeoFilePath(req.url)) {
          const options = { domain, apiOrigin, publicLocation };
          return compress(req as never, res as never, () => void answerSeoFile(req, res, options));
        }
        return compress(req as never, res as never, () => handlers[target.app](req, res));
      }
      case 'api':
        return apiProxy ? apiProxy(req, res) : proxy.web(req, res, { target: apiOrigin });
      case 'unserved':
        return sendText(res, 404, `${target.subdomain}.${domain} is not served by this site.`);
      case 'unknown':
        return sendText(
          res,
          421,
          `Unknown host "${req.headers.host ?? ''}". This gateway serves ${domain} and its subdomains, e.g. www.${domain}.`,
        );
    }
  });

  // Dev servers push hot updates over WebSockets on their own subdomain.
  server.on('upgrade', (req: IncomingMessage, socket, head) => {
    const target = routeHost(req.headers.host, domain);
    const source = target.kind === 'app' ? apps[target.app] : undefined;
    if (source && 'devOrigin' in source) proxy.ws(req, socket, head, { target: source.devOrigin });
    else socket.destroy();
  });

  return server;
}

function sendText(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(`${message}\n`);
}
