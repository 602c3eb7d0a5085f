import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type {
  IncomingMessage,
  OutgoingHttpHeader,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  PageRenderer,
  RenderSink,
  ServerSetup,
  SetUpRenderer,
} from '@591/app-runtime/server-contract';
import { DATA_VERSION_HEADER, SESSION_COOKIE } from '@591/config';
import { type AppName, SECTIONS, SERVER_ENTRY_FILE, type SectionName } from '@591/mf';
import { csrFallbackLocation, wantsClientRender } from './csr-fallback.ts';
import { isShared, type KeptPage, keptPage, type PageCache } from './page-cache.ts';
import type { InlineScripts } from './security-headers.ts';

/** Says how a page was made (prerendered, server, client): for operators and tests. */
export const RENDER_HEADER = 'X-Render';

/** Says whether a server-rendered page came from the page cache (hit, stale) or not (miss). */
export const CACHE_HEADER = 'X-Cache';

/** Where build-app keeps prerendered pages: a dot folder, so never served as files. */
const PRERENDERED_DIR = '.prerendered';

function readPrerendered(dist: string, pathname: string): Promise<string | null> {
  return readFile(path.join(dist, PRERENDERED_DIR, pathname, 'index.html'), 'utf8').catch(
    () => null,
  );
}

/** A test-only switch (RENDER_FAILURE_SWITCH=on): ?render-failure=1 fails the server render. */
export const RENDER_FAILURE_PARAM = 'render-failure';

export interface PageRenderOptions {
  /** Each app's build folder. */
  dists: Partial<Record<AppName, string>>;
  setup: ServerSetup;
  failureSwitch?: boolean;
  /** Who asked for the page: their API calls are counted as theirs, not the gateway's. */
  visitorAddress?: (req: IncomingMessage) => string | undefined;
  /** The Content-Security-Policy of a page, from its inline scripts and path. */
  pagePolicy: (scripts: InlineScripts, urlPath: string) => string;
  /** Where pages anyone may be shown are kept, to be served again while their data stands. */
  cache: PageCache;
}

/** What renders a page: the owning app's server bundle inside the serving app's template. */
interface Build {
  /** The bundle's and the template's times on disk (a deploy replaces both): a kept page names it. */
  id: string;
  render: PageRenderer;
  template: string;
}

/** A file read again only when its time on disk moves. */
interface Loaded<T> {
  time: number;
  value: T;
}
/**
 * The local stand-in for each app's render service: a page request is rendered by the
 * server bundle of the app that owns its path (on www a section's path belongs to that
 * section), inside the serving app's HTML. A bundle redeployed on disk is picked up on the
 * next request. Without a server bundle the client-rendered page is sent, as with csr=1.
 */
export function createPageRender({
  dists,
  setup,
  failureSwitch = false,
  visitorAddress = () => undefined,
  pagePolicy,
  cache,
}: PageRenderOptions) {
  const renderers = new Map<AppName, Loaded<PageRenderer>>();
  const templates = new Map<AppName, Loaded<string>>();
  /** Renders under way for the cache, by URL: visitors asking at once share one. */
  const rendering = new Map<string, Promise<{ page: CollectedPage; kept: KeptPage | null }>>();

  const timeOf = (file: string) =>
    stat(file).then(
      (info) => info.mtimeMs,
      () => null,
    );

  /**
   * The build that renders `app`'s page at `pathname`, as on disk now: a bundle or template
   * redeployed is picked up on the next request. Null without a server bundle.
   */
  async function buildOf(app: AppName, pathname: string): Promise<Build | null> {
    const owner = ownerOf(app, pathname);
    const ownerDist = dists[owner];
    const dist = dists[app];
    if (!ownerDist || !dist) return null;
    const bundleFile = path.join(ownerDist, SERVER_ENTRY_FILE);
    const templateFile = path.join(dist, 'index.html');
    const [bundleTime, templateTime] = await Promise.all([
      timeOf(bundleFile),
      timeOf(templateFile),
    ]);
    if (bundleTime === null || templateTime === null) return null;
    const render = await loadedAt(renderers, owner, bundleTime, async () => {
      const module = (await import(`${pathToFileURL(bundleFile).href}?v=${bundleTime}`)) as {
        setUpRenderer: SetUpRenderer;
      };
      return module.setUpRenderer(setup);
    });
    const template = await loadedAt(templates, app, templateTime, () =>
      readFile(templateFile, 'utf8'),
    );
    return { id: `${bundleTime}:${templateTime}`, render, template };
  }

  /** The app whose routes own a path: on www, a section prefix names its section. */
  function ownerOf(app: AppName, pathname: string): AppName {
    if (app !== 'shell') return app;
    const first = pathname.split('/')[1] as SectionName;
    return SECTIONS.includes(first) ? first : 'shell';
  }

  /** Renders a page into memory: sent or kept once it is whole. */
  async function renderInto(
    { render, template }: Build,
    url: URL,
    req: IncomingMessage,
  ): Promise<CollectedPage> {
    // The render's inline scripts (its data, React's own) carry this response's nonce; a page
    // that is kept is sent with its scripts' hashes instead.
    const page = new CollectedPage(randomBytes(16).toString('base64'));
    await render(
      {
        url: url.href,
        headers: req.headers,
        template,
        visitorAddress: visitorAddress(req),
        nonce: page.nonce,
      },
      page,
    );
    return page;
  }

  /**
   * A render for the page cache: visitors without a session asking for the same URL while
   * it renders share it; a page anyone may be shown is kept.
   */
  function renderShared(
    key: string,
    render: () => Promise<CollectedPage>,
    urlPath: string,
    build: string,
  ): Promise<{ page: CollectedPage; kept: KeptPage | null }> {
    let pending = rendering.get(key);
    if (!pending) {
      pending = render().then(async (page) => {
        const cacheControl = String(page.headers['cache-control'] ?? '');
        if (page.status !== 200 || !isShared(cacheControl)) {
          cache.delete(key);
          return { page, kept: null };
        }
        const html = page.body();
        const kept = await keptPage(html, {
          cacheControl,
          versions: String(page.headers[DATA_VERSION_HEADER.toLowerCase()] ?? ''),
          policy: pagePolicy({ html: html.toString('utf8') }, urlPath),
          build,
        });
        cache.set(key, kept);
        return { page, kept };
      });
      rendering.set(key, pending);
      const forget = () => rendering.delete(key);
      pending.then(forget, forget);
    }
    return pending;
  }

  return async function renderPage(
    app: AppName,
    req: IncomingMessage,
    res: ServerResponse,
    sendClientPage: () => void,
  ): Promise<void> {
    // Joined as text: a path starting with // must stay a path on this host.
    const url = new URL(`${setup.location.protocol}//${req.headers.host}${req.url ?? '/'}`);
    const sendClient = () => {
      if (!res.headersSent) res.setHeader(RENDER_HEADER, 'client');
      sendClientPage();
    };
    if (wantsClientRender(url) || req.method !== 'GET') return sendClient();
    const dist = dists[app];
    // A page the build prerendered is sent as built, when asked for plainly (no query).
    const prerendered = dist && !url.search ? await readPrerendered(dist, url.pathname) : null;
    if (prerendered !== null) {
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Content-Security-Policy': pagePolicy({ html: prerendered }, url.pathname),
        [RENDER_HEADER]: 'prerendered',
      });
      res.end(prerendered);
      return;
    }
    const key = url.href;
    // A member's pages are rendered for them afresh: what they just changed shows at once.
    const member = hasSession(req);
    const kept = member ? undefined : cache.get(key);
    const build = await buildOf(app, url.pathname).catch((error) => {
      console.error('[render] server bundle failed to load', error);
      return null;
    });
    if (!build) return sendClient();
    if (kept) {
      const standing = await cache.standing(kept, build.id);
      if (standing !== 'spent') {
        sendKept(req, res, kept, standing === 'fresh' ? 'hit' : 'stale');
        if (standing === 'stale') refresh(build, url, req, key);
        return;
      }
    }
    try {
      if (failureSwitch && url.searchParams.has(RENDER_FAILURE_PARAM)) {
        throw new Error('Render failure forced by the test switch');
      }
      const renderHere = () => renderInto(build, url, req);
      if (member) return sendRendered(res, await renderHere(), url.pathname);
      const joined = rendering.has(key);
      const { page, kept: fresh } = await renderShared(key, renderHere, url.pathname, build.id);
      if (fresh) return sendKept(req, res, fresh, 'miss');
      // Another visitor's render that is not for everyone (their cookies, their rate limit):
      // this visitor gets their own.
      sendRendered(res, joined ? await renderHere() : page, url.pathname);
    } catch (error) {
      console.error('[render]', url.pathname, error instanceof Error ? error.message : error);
      const location = csrFallbackLocation(url);
      if (!location) return sendClient();
      res.writeHead(302, { Location: location, 'Cache-Control': 'no-cache' });
      res.end();
    }
  };

  /** Renders a stale page anew in the background, for the visitor who found it stale. */
  function refresh(build: Build, url: URL, req: IncomingMessage, key: string) {
    if (rendering.has(key)) return;
    renderShared(key, () => renderInto(build, url, req), url.pathname, build.id).catch((error) =>
      console.error('[render] refreshing', url.pathname, error),
    );
  }

  /** A render that is not kept, as it was made: its own nonce, its own headers. */
  function sendRendered(res: ServerResponse, page: CollectedPage, urlPath: string) {
    const headers = { ...page.headers };
    delete headers[DATA_VERSION_HEADER.toLowerCase()];
    res.writeHead(page.status, {
      ...headers,
      [RENDER_HEADER]: 'server',
      'Content-Security-Policy': pagePolicy({ nonce: page.nonce }, urlPath),
    });
    res.end(page.body());
  }
}

/** A page kept by the cache, as a CDN sends it: revalidated by its ETag, gzipped once. */
function sendKept(
  req: IncomingMessage,
  res: ServerResponse,
  page: KeptPage,
  cacheState: 'hit' | 'stale' | 'miss',
) {
  const headers = {
    'Cache-Control': page.cacheControl,
    ETag: page.etag,
    Vary: 'Accept-Encoding',
    Age: String(Math.floor((Date.now() - page.storedAt) / 1000)),
    [RENDER_HEADER]: 'server',
    [CACHE_HEADER]: cacheState,
  };
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const gzipped = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzipped ? page.gzip : page.html;
  res.writeHead(200, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': page.policy,
    'Content-Length': body.length,
    // Already encoded: the gateway's compression leaves it as it is.
    ...(gzipped && { 'Content-Encoding': 'gzip' }),
  });
  res.end(body);
}

/** Whether the visitor has a member's session (its cookie, by name). */
function hasSession(req: IncomingMessage): boolean {
  return (req.headers.cookie ?? '').split(';').some((pair) => {
    return pair.trim().startsWith(`${SESSION_COOKIE}=`);
  });
}

/** A render kept in memory until it is whole: sent as made, or kept for every visitor. */
class CollectedPage implements RenderSink {
  status = 0;
  headers: OutgoingHttpHeaders = {};
  headersSent = false;
  private chunks: Buffer[] = [];

  constructor(readonly nonce: string) {}

  writeHead(status: number, headers?: string | OutgoingHttpHeaders | OutgoingHttpHeader[]) {
    this.status = status;
    this.headersSent = true;
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) this.headers[name.toLowerCase()] = value;
      }
    }
    return this as never;
  }

  write(chunk: unknown) {
    this.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    return true;
  }

  end(chunk?: unknown) {
    if (chunk !== undefined && typeof chunk !== 'function') this.write(chunk);
    return this as never;
  }

  body(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

/** `load()`'s value for `key`, made again only when the file's time on disk has moved. */
async function loadedAt<T>(
  loaded: Map<AppName, Loaded<T>>,
  key: AppName,
  time: number,
  load: () => Promise<T>,
): Promise<T> {
  const current = loaded.get(key);
  if (current?.time === time) return current.value;
  const value = await load();
  loaded.set(key, { time, value });
  return value;
}
