import type { ServerResponse } from 'node:http';

/**
 * What an app's server bundle (SERVER_ENTRY_FILE in @591/mf) offers its render service:
 * `setUpRenderer(setup)` once at start, then the renderer per page request. Types and
 * constants only, so the render service need not load React to know them.
 */
export interface ServerSetup {
  /** The scheme and port visitors use, so rendered links match the browser's. */
  location: { protocol: string; port: string };
  /** Internal origins of the API hosts, by host group (api, bff, statistics). */
  apiOrigins: Partial<Record<'api' | 'bff' | 'statistics', string>>;
}

export interface RenderPageInput {
  /** The page's absolute URL as the visitor asked for it. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The serving app's index.html: the markup goes into its root element. */
  template: string;
  /** The visitor's address, passed to the API so rate limits count each visitor apart. */
  visitorAddress?: string;
  /** The response's Content-Security-Policy nonce: every inline script the render writes has it. */
  nonce?: string;
}

/** Where a rendered page goes: the visitor's response, or a file written at build time. */
export type RenderSink = Pick<ServerResponse, 'writeHead' | 'write' | 'end' | 'headersSent'>;

/**
 * The Cache-Control of a page anyone may be shown (no session used, no cookie read, every
 * answer versioned): a shared cache (the CDN, the gateway here) keeps it this long as it is,
 * then serves it while it renders anew in the background this much longer. Browsers
 * revalidate it each time (its ETag).
 */
export const SHARED_PAGE_CACHE = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

/**
 * Writes the rendered page to `res`, or rejects before writing anything when the page
 * cannot be rendered (the caller then falls back to the browser rendering it). Its
 * Cache-Control says whether a shared cache may keep it (SHARED_PAGE_CACHE).
 */
export type PageRenderer = (input: RenderPageInput, res: RenderSink) => Promise<void>;

/** A page rendered at build time: its HTML and the `{path}/_payload.js` module. */
export interface PrerenderedPage {
  html: string;
  payload: string;
}

export interface PrerenderPath {
  path: string;
  /** The loader asks the API: prerendered only when the build is given one. */
  needsApi: boolean;
}

/** What the build asks of an app's server bundle: its prerendered paths, one by one. */
export interface Prerenderer {
  /** The app's own subdomain (www, rent...). */
  host: string;
  /** Paths on the app's own host whose routes say `prerender`, and whether they need the API. */
  paths: readonly PrerenderPath[];
  /** The page at `url`, or null when it does not render with status 200. */
  prerender(url: string, template: string): Promise<PrerenderedPage | null>;
}

export type SetUpPrerenderer = (setup: ServerSetup) => Prerenderer;

export type SetUpRenderer = (setup: ServerSetup) => PageRenderer;
