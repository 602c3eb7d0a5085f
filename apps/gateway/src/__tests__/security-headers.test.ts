import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_HOSTS, type AppName, SERVER_ENTRY_FILE } from '@591/mf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type GatewayOptions } from '../gateway.ts';
import { isFramedPage } from '../hub-frame-policy.ts';
import {
  commonSecurityHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
  mapTileSource,
} from '../security-headers.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const SITE = {
  domain: '591.com.tw',
  publicLocation: { protocol: 'http:', port: '8480' },
  mapTileSource: 'https://tile.openstreetmap.org',
};

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts that run, not external scripts or data blocks', () => {
    const html = [
      '<script>window.a=1</script>',
      '<script type="module">import("/x.js")</script>',
      '<script type="module" src="/assets/app.js"></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256('window.a=1'), sha256('import("/x.js")')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('runs only the site’s scripts and the inline ones the render wrote', () => {
    const policy = contentSecurityPolicy(SITE, { nonce: 'abc123' });
    const scripts = directive(policy, 'script-src');
    expect(scripts).toContain("'nonce-abc123'");
    expect(scripts).toContain('http://*.591.com.tw:8480');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'img-src')).toContain('https://tile.openstreetmap.org');
  });

  it('lets a page be framed by its own origin only, and the hub pages by the site', () => {
    expect(directive(contentSecurityPolicy(SITE, { html: '' }), 'frame-ancestors')).toEqual([
      "'self'",
    ]);
    expect(
      directive(contentSecurityPolicy(SITE, { html: '' }, { framed: true }), 'frame-ancestors'),
    ).toEqual(["'self'", 'http://591.com.tw:8480', 'http://*.591.com.tw:8480']);
  });
});

describe('commonSecurityHeaders', () => {
  it('asks for HSTS only when the site is served over https', () => {
    expect(commonSecurityHeaders(SITE)['Strict-Transport-Security']).toBeUndefined();
    const https = { ...SITE, publicLocation: { protocol: 'https:', port: '' } };
    expect(commonSecurityHeaders(https)['Strict-Transport-Security']).toMatch(/max-age=\d+/);
  });
});

describe('isFramedPage', () => {
  it.each([
    '/hub/one-id',
    '/hub/one-id/',
    '/hub/one-id/index.html',
    '/home/index/localStorage?type=syncNotification',
  ])('%s is a hub page', (urlPath) => expect(isFramedPage(urlPath)).toBe(true));
  it.each(['/', '/hub', '/hub/one-id-other', '/rent/hub/one-id', '/assets/a.js'])(
    '%s is not',
    (urlPath) => expect(isFramedPage(urlPath)).toBe(false),
  );
});

describe('mapTileSource', () => {
  it('is nothing by default or for none, and a named template’s host otherwise', () => {
    expect(mapTileSource(undefined)).toBeNull();
    expect(mapTileSource('https://{s}.tiles.example.com/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example.com',
    );
    expect(mapTileSource('none')).toBeNull();
  });
});

describe('the gateway’s pages', () => {
  const HUB_SCRIPT = 'parent.postMessage("id","*")';
  const DATA_SCRIPT = 'window.__data={}';
  let root: string;
  const gateways: Server[] = [];

  /** A server bundle that shows what the render service handed it. */
  const SERVER_BUNDLE = `export const setUpRenderer = () => async (input, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end('<p id="visitor">' + input.visitorAddress + '</p><script nonce="' + input.nonce + '">1</script>');
};\n`;

  async function start(options: Partial<GatewayOptions> = {}): Promise<number> {
    const apps = {} as GatewayOptions['apps'];
    for (const app of Object.keys(APP_HOSTS) as AppName[]) {
      apps[app] = { dist: path.join(root, app) };
    }
    const gateway = createGateway({
      domain: '591.com.tw',
      apps,
      apiOrigin: 'http://127.0.0.1:9',
      publicLocation: { protocol: 'http:', port: '8480' },
      ...options,
    });
    gateways.push(gateway);
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    return (gateway.address() as AddressInfo).port;
  }

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'gateway-security-'));
    for (const app of Object.keys(APP_HOSTS)) {
      const dist = path.join(root, app);
      await mkdir(path.join(dist, '.server'), { recursive: true });
      await mkdir(path.join(dist, '.prerendered'), { recursive: true });
      await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>\n');
      await writeFile(path.join(dist, 'app.js'), 'export {};\n');
      await writeFile(path.join(dist, SERVER_ENTRY_FILE), SERVER_BUNDLE);
      await writeFile(
        path.join(dist, '.prerendered', 'index.html'),
        `<!doctype html><p>landing</p><script>${DATA_SCRIPT}</script>\n`,
      );
    }
    await mkdir(path.join(root, 'shell', 'hub', 'one-id'), { recursive: true });
    await writeFile(
      path.join(root, 'shell', 'hub', 'one-id', 'index.html'),
      `<!doctype html><script>${HUB_SCRIPT}</script>\n`,
    );
  });

  afterAll(async () => {
    for (const gateway of gateways) {
      gateway.closeAllConnections();
      await new Promise((resolve) => gateway.close(resolve));
    }
    await rm(root, { recursive: true, force: true });
  });

  const get = (port: number, host: string, urlPath: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>(
      (resolve, reject) => {
        request(
          { host: '127.0.0.1', port, path: urlPath, headers: { ...headers, host, accept: '*/*' } },
          (res) => {
            let text = '';
            res.on('data', (chunk) => {
              text += chunk;
            });
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, text }),
            );
          },
        )
          .on('error', reject)
          .end();
      },
    );

  it('gives a server-rendered page a fresh nonce its inline scripts carry', async () => {
    const port = await start();
    const first = await get(port, 'rent.591.com.tw', '/list');
    const second = await get(port, 'rent.591.com.tw', '/list');
    const nonce = /nonce="([^"]+)"/.exec(first.text)?.[1];
    expect(nonce).toBeTruthy();
    expect(directive(String(first.headers['content-security-policy']), 'script-src')).toContain(
      `'nonce-${nonce}'`,
    );
    expect(second.text).not.toContain(`nonce="${nonce}"`);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.headers['permissions-policy']).toContain('camera=()');
  });

  it('lets a prerendered page run the inline scripts it was built with, by hash', async () => {
    const port = await start();
    const page = await get(port, 'rent.591.com.tw', '/');
    expect(page.headers['x-render']).toBe('prerendered');
    expect(directive(String(page.headers['content-security-policy']), 'script-src')).toContain(
      sha256(DATA_SCRIPT),
    );
    expect(directive(String(page.headers['content-security-policy']), 'frame-ancestors')).toEqual([
      "'self'",
    ]);
  });

  it('lets the site frame the hub page and run its script', async () => {
    const port = await start();
    const hub = await get(port, 'www.591.com.tw', '/hub/one-id');
    const policy = String(hub.headers['content-security-policy']);
    expect(directive(policy, 'script-src')).toContain(sha256(HUB_SCRIPT));
    expect(directive(policy, 'frame-ancestors')).toContain('http://*.591.com.tw:8480');
  });

  it('sends the common headers with assets and plain 404s too', async () => {
    const port = await start();
    for (const urlPath of ['/app.js', '/missing.js']) {
      const reply = await get(port, 'rent.591.com.tw', urlPath);
      expect(reply.headers['x-content-type-options'], urlPath).toBe('nosniff');
    }
  });

  it('renders for the visitor a trusted proxy names, and never for one anyone else names', async () => {
    const trusting = await start();
    const named = await get(trusting, 'rent.591.com.tw', '/list', {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(named.text).toContain('<p id="visitor">203.0.113.9</p>');

    const distrusting = await start({ trustProxy: '192.0.2.1' });
    const forged = await get(distrusting, 'rent.591.com.tw', '/list', {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(forged.text).toContain('<p id="visitor">127.0.0.1</p>');
  });
});
