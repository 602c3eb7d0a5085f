import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { setAnswerWatcher, setApiOrigin, setVisitorHeaders } from '@591/api-client';
import {
  DATA_VERSION_HEADER,
  formatDataVersions,
  parseDataVersions,
  setServerLocation,
} from '@591/config';
import * as chrome from '@591/header';
import { PageUrlContext } from '@591/identity';
import {
  canonicalUrl,
  handleValue,
  pageHead,
  type RouteHandle,
  rateLimitOf,
  toPageError,
} from '@591/router';
import { CardsInHtmlContext, type PageRendered } from '@591/ui';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  type StaticHandler,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { appRoutes } from '../app/app-routes.tsx';
import { type ChromeParts, SiteChromeContext } from '../app/site-chrome.ts';
import {
  type PrerenderedPage,
  type RenderPageInput,
  type RenderSink,
  type ServerSetup,
  type SetUpPrerenderer,
  type SetUpRenderer,
  SHARED_PAGE_CACHE,
} from './contract.ts';
import { PAGE_END_MARKER, withPageHead } from './head-tags.ts';
import { escapeForScript, hydrationScript, withScriptNonce } from './hydration-data.ts';
import { splitTemplate } from './page-template.ts';
import {
  matchedSources,
  type RouteChunks,
  readClientManifest,
  routeChunksElement,
  routeChunksOf,
} from './route-chunks.ts';

/** A render that must not be sent: the caller answers with the client-rendered page. */
export class RenderFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'RenderFailure';
  }
}

/** Statuses a server render answers with itself; any other failure falls back to the client. */
const RENDERED_STATUSES = new Set([200, 404, 410, 429]);

type HandlerFor = (hostname: string) => StaticHandler;

/**
 * The visitor a render's API calls are made for: each request's loaders see their own. The
 * session cookie goes only with a member page's calls (route handle `member`).
 */
const renderingFor = new AsyncLocalStorage<Rendering>();

interface Rendering {
  visitorAddress?: string;
  memberCookie?: string;
  /** What the page is made from: the versions its API answers named (DATA_VERSION_HEADER). */
  versions: Map<string, string>;
  /** An answer named none: the page cannot be checked later, so no shared cache keeps it. */
  unversioned: boolean;
}

function noteAnswer(response: Response): void {
  const rendering = renderingFor.getStore();
  if (!rendering) return;
  const named = response.ok ? response.headers.get(DATA_VERSION_HEADER) : null;
  if (!named) {
    rendering.unversioned = true;
    return;
  }
  for (const [key, version] of parseDataVersions(named)) rendering.versions.set(key, version);
}

/** The page's Cache-Control: who may keep it, and for how long. */
function pageCacheControl(
  rendering: Rendering,
  status: number,
  privacy: { member: boolean; perVisitor: boolean },
): string {
  // A member's own records are for them alone: never kept by a shared cache.
  if (privacy.member) return 'private, no-store';
  if (privacy.perVisitor || status !== 200 || rendering.unversioned) return 'no-cache';
  return SHARED_PAGE_CACHE;
}

function visitorHeaders(): Record<string, string> {
  const visitor = renderingFor.getStore();
  return {
    ...(visitor?.visitorAddress && { 'X-Forwarded-For': visitor.visitorAddress }),
    ...(visitor?.memberCookie && { Cookie: visitor.memberCookie }),
  };
}

/** Points the bundle at the visitor's scheme and port and the API's internal address. */
function configure(
  { location, apiOrigins }: ServerSetup,
  routesFor: (hostname: string) => RouteObject[],
) {
  setServerLocation(location);
  setVisitorHeaders(visitorHeaders);
  setAnswerWatcher(noteAnswer);
  for (const [group, origin] of Object.entries(apiOrigins)) {
    setApiOrigin(group as keyof ServerSetup['apiOrigins'], origin);
  }
  // One handler per host: the routes a host exposes never change while the bundle runs.
  const handlers = new Map<string, StaticHandler>();
  return (hostname: string) => {
    let handler = handlers.get(hostname);
    if (!handler) {
      handler = createStaticHandler(appRoutes(routesFor(hostname)));
      handlers.set(hostname, handler);
    }
    return handler;
  };
}

/**
 * An app's render function, given its routes as exposed on a host. The header and footer
 * are rendered from the bundled workspace copy; the browser mounts the shell's release.
 */
export function createPageRenderer(routesFor: (hostname: string) => RouteObject[]): SetUpRenderer {
  return (setup) => {
    const handlerFor = configure(setup, routesFor);
    const routeChunks = routeChunksOf(readClientManifest());
    return async (input, res) => {
      await renderPage(handlerFor, chrome, input, res, routeChunks);
    };
  };
}

const prerenderOf = (route: RouteObject) => (route.handle as RouteHandle | undefined)?.prerender;

/** Collects a page rendered at build time (or in a test) instead of sending it. */
export class HtmlCollector implements RenderSink {
  status = 0;
  html = '';
  headersSent = false;
  writeHead(status: number) {
    this.status = status;
    this.headersSent = true;
    return this as never;
  }
  write(chunk: unknown) {
    this.html += String(chunk);
    return true;
  }
  end(chunk?: unknown) {
    if (chunk !== undefined && typeof chunk !== 'function') this.html += String(chunk);
    return this as never;
  }
}

/**
 * The build's side of an app: its routes marked `prerender` (static paths only), rendered
 * on `host` with their loader data as a payload module for in-app visits.
 */
export function createPrerenderer(
  routesFor: (hostname: string) => RouteObject[],
  host: string,
): SetUpPrerenderer {
  return (setup) => {
    const handlerFor = configure(setup, routesFor);
    const routeChunks = routeChunksOf(readClientManifest());
    const paths = routesFor(host).flatMap((route) => {
      const prerender = prerenderOf(route);
      const path = route.index ? '/' : route.path;
      if (!prerender || path === undefined || /[:*]/.test(path)) return [];
      return [{ path, needsApi: prerender === 'with-api' }];
    });
    return {
      host,
      paths,
      async prerender(url, template): Promise<PrerenderedPage | null> {
        const sink = new HtmlCollector();
        const context = await renderPage(
          handlerFor,
          chrome,
          { url, headers: {}, template },
          sink,
          routeChunks,
        );
        if (sink.status !== 200 || !context) return null;
        const route = context.matches.find((match) => prerenderOf(match.route))?.route;
        const payload = JSON.stringify({
          data: route ? (context.loaderData[route.id] ?? null) : null,
        });
        return {
          html: sink.html,
          payload: `export default JSON.parse(${escapeForScript(JSON.stringify(payload))});\n`,
        };
      },
    };
  };
}

function toRequest({ url, headers }: RenderPageInput): Request {
  const forwarded = new Headers();
  for (const name of ['accept-language', 'cookie', 'user-agent']) {
    const value = headers[name];
    if (typeof value === 'string') forwarded.set(name, value);
  }
  return new Request(url, { headers: forwarded });
}

/**
 * A rate limit the API gave, as the page error the browser hydrates with (its status and
 * wait intact): the HTTP error itself would reach the browser as a plain server error.
 */
function withRateLimitsAsPageErrors(errors: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      rateLimitOf(error) ? toPageError(error) : error,
    ]),
  );
}

/** What status a failed load stands for: a route error's or page error's own. */
function errorStatus(error: unknown): number {
  const status =
    (error as { status?: unknown })?.status ??
    (error as { statusCode?: unknown })?.statusCode ??
    (error as { response?: { status?: unknown } })?.response?.status;
  return typeof status === 'number' ? status : 500;
}

async function renderPage(
  handlerFor: HandlerFor,
  chrome: ChromeParts,
  input: RenderPageInput,
  res: RenderSink,
  routeChunks: RouteChunks = () => [],
): Promise<StaticHandlerContext | null> {
  const request = toRequest(input);
  const template = splitTemplate(input.template);
  const handler = handlerFor(new URL(input.url).hostname);
  const matched = matchRoutes(handler.dataRoutes, new URL(input.url)) ?? [];
  const member = handleValue(
    matched.map((match) => match.route),
    'member',
  );
  const perVisitor = handleValue(
    matched.map((match) => match.route),
    'perVisitor',
  );
  const cookie = request.headers.get('cookie') ?? undefined;
  const rendering: Rendering = {
    visitorAddress: input.visitorAddress,
    memberCookie: member ? cookie : undefined,
    versions: new Map(),
    unversioned: false,
  };
  const context = await renderingFor.run(rendering, () => handler.query(request));
  if (context instanceof Response) {
    // A loader's redirect.
    res.writeHead(context.status, { Location: context.headers.get('Location') ?? '/' });
    res.end();
    return null;
  }
  if (context.errors) context.errors = withRateLimitsAsPageErrors(context.errors);
  const thrown = Object.values(context.errors ?? {})[0];
  const status = thrown === undefined ? context.statusCode : errorStatus(thrown);
  if (!RENDERED_STATUSES.has(status)) {
    throw new RenderFailure(`Loading ${input.url} failed with status ${status}`, status);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const cardsInHtml: PageRendered = new Set();
  const page = (
    <StrictMode>
      <SiteChromeContext.Provider value={{ load: () => Promise.resolve(chrome), server: chrome }}>
        <PageUrlContext.Provider value={input.url}>
          <CardsInHtmlContext.Provider value={cardsInHtml}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </CardsInHtmlContext.Provider>
        </PageUrlContext.Provider>
      </SiteChromeContext.Provider>
    </StrictMode>
  );

  await new Promise<void>((resolve, reject) => {
    let failed = false;
    const stream = renderToPipeableStream(page, {
      nonce: input.nonce,
      // The loaders have run: every boundary is complete. Inline them all where they stand,
      // never outlined to be moved in by script later (large ones would be, by default).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        const cacheControl = pageCacheControl(rendering, status, {
          member: member === true,
          perVisitor: perVisitor === true,
        });
        res.writeHead(status, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': cacheControl,
          ...(cacheControl === SHARED_PAGE_CACHE && {
            [DATA_VERSION_HEADER]: formatDataVersions(rendering.versions),
          }),
        });
        const head = pageHead(context.matches, context.loaderData);
        res.write(withPageHead(template.head, head, canonicalUrl(new URL(input.url))));
        const body = new PassThrough();
        body.on('data', (chunk: Buffer) => res.write(chunk));
        body.on('end', () => {
          // The data goes after the root, outside what React hydrates; then the matched
          // routes' chunks, read by the page's loader in the template's tail.
          const chunks = routeChunks(matchedSources(context.matches), input.template);
          res.end(
            `</div>${PAGE_END_MARKER}${hydrationScript(context, input.nonce, cardsInHtml)}${routeChunksElement(chunks)}${withScriptNonce(template.tail, input.nonce)}`,
          );
          resolve();
        });
        stream.pipe(body);
      },
      onShellError(error) {
        failed = true;
        reject(new RenderFailure(`Rendering ${input.url} failed: ${String(error)}`, 500));
      },
      onError(error) {
        // After the shell, React renders the failed part in the browser instead.
        if (!failed) console.error('[render]', input.url, error);
      },
    });
  });
  return context;
}
