import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import {
  createServer,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
  request,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AppName } from '@591/mf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type GatewayOptions } from '../gateway.ts';

const DOMAIN = '591.test';
const APPS: AppName[] = ['shell', 'sale', 'rent', 'land', 'business', 'user'];
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Large enough to pass the 1 KB threshold under which responses are not compressed. */
const BIG_SCRIPT = `export const rows = [${'"租屋 rent listing", '.repeat(200)}];\n`;

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

interface Call {
  path?: string;
  method?: string;
  headers?: OutgoingHttpHeaders;
  body?: string;
}

/** One request to a server on 127.0.0.1 with the given Host header, no connection reuse. */
function send(
  port: number,
  host: string,
  { path = '/', method = 'GET', headers, body }: Call = {},
) {
  return new Promise<Reply>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, agent: false, headers: { ...headers, host } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const data = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: data,
            text: data.toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A port that nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await close(server);
  return port;
}

/** A stand-in for a back-end service that describes each request it receives. */
function echoServer(name: string) {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.writeHead(201, { 'Content-Type': 'application/json', 'X-Upstream': name });
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          host: req.headers.host,
          forwardedHost: req.headers['x-forwarded-host'],
          forwardedFor: req.headers['x-forwarded-for'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
  });
}

async function writeDist(root: string, app: AppName): Promise<string> {
  const dist = path.join(root, app);
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), `<!doctype html><title>${app} app</title>\n`);
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), `console.log('${app}');\n`);
  await writeFile(path.join(dist, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  await writeFile(path.join(dist, 'remoteEntry.js'), `export const app = '${app}';\n`);
  return dist;
}

let root: string;
let port: number;
let gateway: Server;
let api: Server;
const hostOf = (sub: string) => `${sub ? `${sub}.` : ''}${DOMAIN}:${port}`;
/** What a browser sends when it navigates to a page. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const get = (sub: string, urlPath = '/', headers?: OutgoingHttpHeaders) =>
  send(port, hostOf(sub), { path: urlPath, headers });

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'gateway-test-'));
  await writeFile(path.join(root, 'secret.txt'), 'outside every build folder\n');
  const apps = {} as GatewayOptions['apps'];
  for (const app of APPS) apps[app] = { dist: await writeDist(root, app) };

  api = echoServer('api');
  const apiPort = await listen(api);
  gateway = createGateway({ domain: DOMAIN, apps, apiOrigin: `http://127.0.0.1:${apiPort}` });
  port = await listen(gateway);
});

afterAll(async () => {
  await Promise.all([close(gateway), close(api)]);
  await rm(root, { recursive: true, force: true });
});

describe('gateway host routing', () => {
  it.each([
    ['www', 'shell'],
    ['', 'shell'],
    ['user', 'user'],
    ['sale', 'sale'],
    ['rent', 'rent'],
    ['land', 'land'],
    ['business', 'business'],
  ])('answers "%s" with the %s app', async (sub, app) => {
    const reply = await get(sub);
    expect(reply.status).toBe(200);
    expect(reply.text).toContain(`<title>${app} app</title>`);
  });

  it('routes by host name whatever the case and without a port', async () => {
    const reply = await send(port, `RENT.${DOMAIN.toUpperCase()}`);
    expect(reply.text).toContain('<title>rent app</title>');
  });

  it('serves each app its own remote entry', async () => {
    expect((await get('www', '/remoteEntry.js')).text).toContain("'shell'");
    expect((await get('land', '/remoteEntry.js')).text).toContain("'land'");
  });

  it('refuses an unknown host with 421 and says which domain it serves', async () => {
    const reply = await send(port, 'evil.com');
    expect(reply.status).toBe(421);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(reply.text).toBe(
      `Unknown host "evil.com". This gateway serves ${DOMAIN} and its subdomains, e.g. www.${DOMAIN}.\n`,
    );
  });

  it('refuses a lookalike of the site domain as unknown', async () => {
    expect((await send(port, `${DOMAIN}.evil.com`)).status).toBe(421);
    expect((await send(port, `evil${DOMAIN}`)).status).toBe(421);
  });

  it('answers a subdomain of the site that nothing serves with 404', async () => {
    const reply = await get('activity', '/list');
    expect(reply.status).toBe(404);
    expect(reply.text).toBe(`activity.${DOMAIN} is not served by this site.\n`);
  });
});

describe('gateway static apps', () => {
  it('serves index.html for an app route so the router can answer it, uncached', async () => {
    const reply = await get('rent', '/list/123', { accept: BROWSER_ACCEPT });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.text).toContain('<title>rent app</title>');
  });

  it('serves the page for app paths that look like file names', async () => {
    const reply = await get('rent', '/12.0', { accept: BROWSER_ACCEPT });
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('<title>rent app</title>');
  });

  it('serves the page to clients that accept anything (curl, link-preview bots)', async () => {
    const reply = await get('rent', '/list/123', { accept: '*/*' });
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('<title>rent app</title>');
  });

  it('answers a missing file shaped like an asset with a plain 404 when HTML is not asked for', async () => {
    for (const missing of ['/missing.js', '/logo.png', '/feed.xml']) {
      const reply = await get('rent', missing, { accept: '*/*' });
      expect(reply.status, missing).toBe(404);
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
  });

  it('never answers a missing asset with the page, even when HTML is asked for', async () => {
    const reply = await get('rent', '/assets/chunk-gone', { accept: BROWSER_ACCEPT });
    expect(reply.status).toBe(404);
  });

  it('serves the home page uncached', async () => {
    const reply = await get('www', '/');
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with a plain 404, not the HTML page', async () => {
    const reply = await get('rent', '/assets/x.js');
    expect(reply.status).toBe(404);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.text).toBe('Not found: /assets/x.js\n');
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const reply = await get('sale', '/assets/app-abc123.js');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
    expect(reply.text).toBe("console.log('sale');\n");
  });

  it('makes browsers revalidate the remote entry, so a release reaches them', async () => {
    const reply = await get('www', '/remoteEntry.js');
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('never lets the HTML page be cached as immutable, even under /assets/', async () => {
    const reply = await get('rent', '/assets/chunk-without-extension');
    expect(reply.headers['cache-control']).not.toContain('immutable');
  });

  it('picks up a file deployed after it started', async () => {
    await writeFile(path.join(root, 'land', 'assets', 'late-def456.js'), 'export {};\n');
    const reply = await get('land', '/assets/late-def456.js');
    expect(reply.status).toBe(200);
    expect(reply.text).toBe('export {};\n');
  });

  it.each(['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt'])(
    'does not serve files outside the build folder (%s)',
    async (urlPath) => {
      const reply = await get('rent', urlPath);
      expect(reply.status).toBe(404);
      expect(reply.text).not.toContain('outside every build folder');
    },
  );
});

describe('gateway compression', () => {
  it('gzips a large response when the browser asks for gzip', async () => {
    const reply = await get('rent', '/assets/big-abc123.js', { 'accept-encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.body.length).toBeLessThan(Buffer.byteLength(BIG_SCRIPT));
    expect(gunzipSync(reply.body).toString('utf8')).toBe(BIG_SCRIPT);
  });

  it('uses brotli when the browser asks for it', async () => {
    const reply = await get('rent', '/assets/big-abc123.js', { 'accept-encoding': 'br' });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(reply.body).toString('utf8')).toBe(BIG_SCRIPT);
  });

  it('sends the file as it is when the browser accepts no encoding', async () => {
    const reply = await get('rent', '/assets/big-abc123.js', { 'accept-encoding': 'identity' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.text).toBe(BIG_SCRIPT);
  });

  it('keeps the cache policy of a compressed asset', async () => {
    const reply = await get('rent', '/assets/big-abc123.js', { 'accept-encoding': 'gzip' });
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
    expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
  });
});

describe('gateway CORS', () => {
  const entryFrom = (origin: string) => get('www', '/remoteEntry.js', { origin });

  it('lets another subdomain of the site load a remote entry', async () => {
    const origin = `http://rent.${DOMAIN}:${port}`;
    const reply = await entryFrom(origin);
    expect(reply.headers['access-control-allow-origin']).toBe(origin);
    expect(reply.headers.vary).toMatch(/Origin/);
  });

  it('lets the bare domain and https origins of the site load it', async () => {
    for (const origin of [`http://${DOMAIN}:${port}`, `https://sale.${DOMAIN}`]) {
      expect((await entryFrom(origin)).headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it.each([
    'http://evil.com',
    `http://${DOMAIN}.evil.com`,
    `http://evil${DOMAIN}`,
    'null',
    'not a url',
  ])('does not let %s read it', async (origin) => {
    const reply = await entryFrom(origin);
    expect(reply.status).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    expect(reply.headers.vary).toMatch(/Origin/);
  });

  it('sends no CORS header without an Origin', async () => {
    const reply = await get('www', '/remoteEntry.js');
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('gateway API proxy', () => {
  it.each(['api', 'bff', 'statistics'])('forwards %s. requests to the API service', async (sub) => {
    const reply = await send(port, hostOf(sub), {
      path: '/v1/user?id=7',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"王小明"}',
    });
    expect(reply.status).toBe(201);
    expect(reply.headers['x-upstream']).toBe('api');
    expect(JSON.parse(reply.text)).toMatchObject({
      method: 'POST',
      url: '/v1/user?id=7',
      host: hostOf(sub),
      forwardedHost: hostOf(sub),
      forwardedFor: expect.stringContaining('127.0.0.1'),
      body: '{"name":"王小明"}',
    });
  });

  it('answers 502 with a clear message when the API service is down', async () => {
    const apps = {} as GatewayOptions['apps'];
    for (const app of APPS) apps[app] = { dist: path.join(root, app) };
    const orphan = createGateway({
      domain: DOMAIN,
      apps,
      apiOrigin: `http://127.0.0.1:${await closedPort()}`,
    });
    const orphanPort = await listen(orphan);
    try {
      const reply = await send(orphanPort, `api.${DOMAIN}`, { path: '/v1/user' });
      expect(reply.status).toBe(502);
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(reply.text).toBe('Upstream unavailable: the service for this host is not running.\n');
    } finally {
      await close(orphan);
    }
  });
});

describe('gateway in dev mode', () => {
  let devServer: Server;
  let devGateway: Server;
  let devGatewayPort: number;

  beforeAll(async () => {
    devServer = echoServer('rent-dev');
    devServer.on('upgrade', (_req, socket) => {
      socket.end(
        'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
      );
    });
    const devPort = await listen(devServer);
    const apps = {} as GatewayOptions['apps'];
    for (const app of APPS) apps[app] = { dist: path.join(root, app) };
    apps.rent = { devOrigin: `http://127.0.0.1:${devPort}` };
    devGateway = createGateway({ domain: DOMAIN, apps, apiOrigin: 'http://127.0.0.1:1' });
    devGatewayPort = await listen(devGateway);
  });

  afterAll(async () => {
    await Promise.all([close(devGateway), close(devServer)]);
  });

  const upgrade = (host: string) =>
    new Promise<number | 'closed'>((resolve) => {
      const req = request({
        host: '127.0.0.1',
        port: devGatewayPort,
        agent: false,
        headers: { host, connection: 'Upgrade', upgrade: 'websocket' },
      });
      req.on('upgrade', (res, socket) => {
        socket.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.on('error', () => resolve('closed'));
      req.end();
    });

  it("passes an app's requests to its dev server", async () => {
    const reply = await send(devGatewayPort, `rent.${DOMAIN}`, { path: '/list?region=1' });
    expect(reply.headers['x-upstream']).toBe('rent-dev');
    expect(JSON.parse(reply.text)).toMatchObject({ method: 'GET', url: '/list?region=1' });
  });

  it('still serves the other apps from their build folders', async () => {
    const reply = await send(devGatewayPort, `sale.${DOMAIN}`);
    expect(reply.text).toContain('<title>sale app</title>');
  });

  it("passes hot-update WebSockets to the app's dev server", async () => {
    expect(await upgrade(`rent.${DOMAIN}`)).toBe(101);
  });

  it('closes WebSockets for apps served from a build and for unknown hosts', async () => {
    expect(await upgrade(`sale.${DOMAIN}`)).toBe('closed');
    expect(await upgrade('evil.com')).toBe('closed');
  });
});
