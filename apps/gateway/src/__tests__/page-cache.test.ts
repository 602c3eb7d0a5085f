import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { APP_HOSTS, type AppName, SERVER_ENTRY_FILE } from '@591/mf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGateway, type GatewayOptions } from '../gateway.ts';

/**
 * A server bundle that renders like the apps' do: a shared page names its data versions and
 * says so in its Cache-Control; /member/ pages are private. Each render is numbered, so a
 * test sees whether a page was rendered again or served as kept.
 */
const SERVER_BUNDLE = `
export const setUpRenderer = () => async (input, res) => {
  const state = globalThis.__pageCacheTest;
  state.renders += 1;
  const n = state.renders;
  const { pathname } = new URL(input.url);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const headers = { 'Content-Type': 'text/html; charset=utf-8' };
  if (pathname.startsWith('/member/')) headers['Cache-Control'] = 'private, no-store';
  else if (pathname.startsWith('/aging/')) {
    headers['Cache-Control'] = 'public, max-age=0, s-maxage=0, stale-while-revalidate=60';
    headers['X-Data-Version'] = '';
  } else {
    headers['Cache-Control'] = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
    headers['X-Data-Version'] = state.versions;
  }
  res.writeHead(200, headers);
  res.write('<!doctype html><p id="render">' + n + '</p>');
  res.end('<script nonce="' + input.nonce + '">window.render=' + n + '</script>');
};\n`;

interface TestState {
  renders: number;
  versions: string;
}
const state = (): TestState =>
  (globalThis as unknown as { __pageCacheTest: TestState }).__pageCacheTest;

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

let root: string;
let port: number;
let gateway: Server;
let api: Server;
/** What the stand-in API answers for data versions; null: it is down. */
let apiVersions: Record<string, string> | null = { 'search:rent:1': '1' };
let versionQuestions = 0;

function get(urlPath: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        agent: false,
        headers: { accept: 'text/html', ...headers, host: 'rent.591.com.tw' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: String(body) });
        });
      },
    )
      .on('error', reject)
      .end();
  });
}

const renderOf = (reply: Reply) => Number(/id="render">(\d+)</.exec(reply.text)?.[1]);

beforeAll(async () => {
  api = createServer((req, res) => {
    versionQuestions += 1;
    const keys = new URL(req.url ?? '/', 'http://api').searchParams.get('keys')?.split(',') ?? [];
    if (!apiVersions) return void res.writeHead(503).end();
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        versions: Object.fromEntries(keys.map((key) => [key, apiVersions?.[key] ?? null])),
      }),
    );
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  root = await mkdtemp(path.join(tmpdir(), 'gateway-page-cache-'));
  const apps = {} as GatewayOptions['apps'];
  for (const app of Object.keys(APP_HOSTS) as AppName[]) {
    const dist = path.join(root, app);
    await mkdir(path.join(dist, '.server'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>\n');
    await writeFile(path.join(dist, SERVER_ENTRY_FILE), SERVER_BUNDLE);
    apps[app] = { dist };
  }
  gateway = createGateway({
    domain: '591.com.tw',
    apps,
    apiOrigin: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    publicLocation: { protocol: 'http:', port: '' },
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  port = (gateway.address() as AddressInfo).port;
});

afterAll(async () => {
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
  await new Promise((resolve) => api.close(resolve));
  await rm(root, { recursive: true, force: true });
});

beforeEach(() => {
  apiVersions = { 'search:rent:1': '1' };
  globalThis.__pageCacheTest = { renders: 0, versions: 'search:rent:1=1' };
});

declare global {
  var __pageCacheTest: TestState | undefined;
}

describe('the page cache (the CDN stand-in)', () => {
  it('renders a shared page once and serves it again, as a CDN would', async () => {
    const first = await get('/list?region=1&first');
    expect(first.headers['x-cache']).toBe('miss');
    const again = await get('/list?region=1&first');
    expect(again.status).toBe(200);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers['x-render']).toBe('server');
    expect(again.text).toBe(first.text);
    expect(state().renders).toBe(1);
    expect(again.headers['cache-control']).toContain('s-maxage=10');
    expect(again.headers.etag).toBe(first.headers.etag);
    // Internal: what the page was made from is not the visitor's business.
    expect(again.headers['x-data-version']).toBeUndefined();
  });

  it('lets the kept page run its own inline script by hash, never by a shared nonce', async () => {
    const reply = await get('/list?region=1&policy');
    const script = /<script nonce="[^"]*">([^<]*)<\/script>/.exec(reply.text)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    const policy = String(reply.headers['content-security-policy']);
    expect(policy).toContain(`'sha256-${hash}'`);
    expect(policy).not.toContain("'nonce-");
  });

  it('renders the page anew once its data changed, before anything is sent', async () => {
    await get('/list?region=1&changed');
    apiVersions = { 'search:rent:1': '2' };
    state().versions = 'search:rent:1=2';
    const changed = await get('/list?region=1&changed');
    expect(changed.headers['x-cache']).toBe('miss');
    expect(renderOf(changed)).toBe(2);
    // Kept again under the new version.
    expect((await get('/list?region=1&changed')).headers['x-cache']).toBe('hit');
    expect(state().renders).toBe(2);
  });

  it('never serves a page kept from a build that a deploy replaced', async () => {
    await get('/list?region=1&deploy');
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(root, 'rent', 'index.html'), later, later);
    const deployed = await get('/list?region=1&deploy');
    expect(deployed.headers['x-cache']).toBe('miss');
    expect(renderOf(deployed)).toBe(2);
  });

  it('renders anew when the API no longer knows what the page was made from', async () => {
    await get('/list?region=1&unknown');
    apiVersions = {};
    expect((await get('/list?region=1&unknown')).headers['x-cache']).toBe('miss');
  });

  it('serves the kept page while the API cannot say whether its data changed', async () => {
    await get('/list?region=1&api-down');
    apiVersions = null;
    const reply = await get('/list?region=1&api-down');
    expect(reply.status).toBe(200);
    expect(reply.headers['x-cache']).toBe('hit');
  });

  it('renders for a member afresh and never keeps a private page', async () => {
    await get('/list?region=1&member');
    const member = await get('/list?region=1&member', { cookie: 'a=1; member_session=abc' });
    expect(member.headers['x-cache']).toBeUndefined();
    expect(renderOf(member)).toBe(2);
    // Their page carries its own nonce, as any page not kept.
    expect(String(member.headers['content-security-policy'])).toContain("'nonce-");

    await get('/member/records');
    const records = await get('/member/records');
    expect(renderOf(records)).toBe(4);
    expect(records.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 304 to a browser that has the page, and gzips it once for those that ask', async () => {
    const first = await get('/list?region=1&etag');
    const revalidated = await get('/list?region=1&etag', {
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const zipped = await get('/list?region=1&etag', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(zipped.body).toString()).toBe(first.text);
  });

  it('serves a page past its time while it renders anew in the background', async () => {
    const first = await get('/aging/page');
    expect(renderOf(first)).toBe(1);
    const stale = await get('/aging/page');
    expect(stale.headers['x-cache']).toBe('stale');
    expect(renderOf(stale)).toBe(1);
    await expect.poll(() => state().renders).toBe(2);
    // Visitors meanwhile are served the stale page (and start no render of their own) until
    // the new one is kept. A page with no data versions asks the API nothing.
    const before = versionQuestions;
    await expect.poll(async () => renderOf(await get('/aging/page'))).toBe(2);
    expect(versionQuestions).toBe(before);
    // Still past its time: that visit asked for the next render.
    await expect.poll(() => state().renders).toBe(3);
  });

  it('renders a page once for visitors asking for it at the same time', async () => {
    const replies = await Promise.all(Array.from({ length: 6 }, () => get('/list?region=1&once')));
    expect(new Set(replies.map(renderOf))).toEqual(new Set([1]));
    expect(state().renders).toBe(1);
  });
});
