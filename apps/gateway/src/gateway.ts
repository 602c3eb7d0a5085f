import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AppName } from '@591/mf';
import compression from 'compression';
import { createProxyServer } from 'http-proxy-3';
import { routeHost } from './host-routing.ts';
import { hubFramePolicy } from './hub-frame-policy.ts';
import { createPageRender } from './page-render.ts';
import { answerSeoFile, isSeoFilePath } from './seo-files.ts';
import { type Handler, staticApp } from './static-app.ts';

export interface GatewayOptions {
  domain: string;
  /** Each app's build folder, or the origin of its dev server in dev mode. */
  apps: Record<AppName, { dist: string } | { devOrigin: string }>;
  apiOrigin: string;
  /** The scheme and port visitors use; pages are rendered with links for them. */
  publicLocation?: { protocol: string; port: string };
  /** Test-only: lets ?render-failure=1 fail a server render. */
  renderFailureSwitch?: boolean;
}

const compress = compression();

/** One port for every subdomain: the local stand-in for each app's own host and the CDN. */
export function createGateway({
  domain,
  apps,
  apiOrigin,
  publicLocation = { protocol: 'http:', port: '' },
  renderFailureSwitch = false,
}: GatewayOptions) {
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
  });
  const handlers = Object.fromEntries(
    Object.entries(apps).map(([app, source]) => [
      app,
      'dist' in source
        ? staticApp(source.dist, isSiteOrigin, (req, res, sendClientPage) => {
            void renderPage(app as AppName, req, res, sendClientPage);
          })
        : (((req, res) => proxy.web(req, res, { target: source.devOrigin })) satisfies Handler),
    ]),
  ) as Record<AppName, Handler>;

  const server = createServer((req, res) => {
    const target = routeHost(req.headers.host, domain);
    switch (target.kind) {
      case 'app': {
        if (isSeoFilePath(req.url)) {
          const options = { domain, apiOrigin, publicLocation };
          return compress(req as never, res as never, () => void answerSeoFile(req, res, options));
        }
        const framePolicy =
          target.app === 'shell' && hubFramePolicy(req.url, req.headers.host, domain);
        if (framePolicy) res.setHeader('Content-Security-Policy', framePolicy);
        return compress(req as never, res as never, () => handlers[target.app](req, res));
      }
      case 'api':
        return proxy.web(req, res, { target: apiOrigin });
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
  });
  res.end(`${message}\n`);
}
