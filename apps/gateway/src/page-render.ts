import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer, ServerSetup, SetUpRenderer } from '@591/app-runtime/server-contract';
import { type AppName, SECTIONS, SERVER_ENTRY_FILE, type SectionName } from '@591/mf';
import { csrFallbackLocation, wantsClientRender } from './csr-fallback.ts';
import type { InlineScripts } from './security-headers.ts';

/** Says how a page was made (prerendered, server, client): for operators and tests. */
export const RENDER_HEADER = 'X-Render';

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
}

interface LoadedRenderer {
  version: number;
  render: PageRenderer;
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
}: PageRenderOptions) {
  const loaded = new Map<AppName, LoadedRenderer>();

  async function rendererOf(app: AppName): Promise<PageRenderer | null> {
    const dist = dists[app];
    if (!dist) return null;
    const file = path.join(dist, SERVER_ENTRY_FILE);
    const version = await stat(file).then(
      (info) => info.mtimeMs,
      () => null,
    );
    if (version === null) return null;
    const current = loaded.get(app);
    if (current?.version === version) return current.render;
    const module = (await import(`${pathToFileURL(file).href}?v=${version}`)) as {
      setUpRenderer: SetUpRenderer;
    };
    const render = module.setUpRenderer(setup);
    loaded.set(app, { version, render });
    return render;
  }

  /** The app whose routes own a path: on www, a section prefix names its section. */
  function ownerOf(app: AppName, pathname: string): AppName {
    if (app !== 'shell') return app;
    const first = pathname.split('/')[1] as SectionName;
    return SECTIONS.includes(first) ? first : 'shell';
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
    const render = await rendererOf(ownerOf(app, url.pathname)).catch((error) => {
      console.error('[render] server bundle failed to load', error);
      return null;
    });
    if (!render || !dist) return sendClient();
    try {
      if (failureSwitch && url.searchParams.has(RENDER_FAILURE_PARAM)) {
        throw new Error('Render failure forced by the test switch');
      }
      const template = await readFile(path.join(dist, 'index.html'), 'utf8');
      // The render's inline scripts (its data, React's own) carry this response's nonce.
      const nonce = randomBytes(16).toString('base64');
      res.setHeader(RENDER_HEADER, 'server');
      res.setHeader('Content-Security-Policy', pagePolicy({ nonce }, url.pathname));
      await render(
        {
          url: url.href,
          headers: req.headers,
          template,
          visitorAddress: visitorAddress(req),
          nonce,
        },
        res,
      );
    } catch (error) {
      if (res.headersSent) {
        res.end();
        return;
      }
      console.error('[render]', url.pathname, error instanceof Error ? error.message : error);
      const location = csrFallbackLocation(url);
      if (!location) return sendClient();
      res.removeHeader(RENDER_HEADER);
      res.removeHeader('Content-Security-Policy');
      res.writeHead(302, { Location: location, 'Cache-Control': 'no-cache' });
      res.end();
    }
  };
}
