import type { ChannelId } from '@591/config';

/** Which section a page belongs to; it also picks the header's active channel. */
export type PageType = 'home' | 'sale' | 'rent' | 'land' | 'business' | 'newhouse';

/** Layouts are chosen by name; each loads on demand. */
export type LayoutName = 'default' | 'custom';

/** The typed `handle` every route of every app carries. */
export interface RouteHandle {
  /** Title, description and structured data, from the route's loader data. */
  head?: (data: unknown) => PageHead;
  /** Defaults to 'default'. */
  layout?: LayoutName;
  pageType?: PageType;
  /** The header channel shown as the current one, when not the page type's (market.: 找社區). */
  channel?: ChannelId;
  /**
   * Render this page at build time (HTML plus {path}/_payload.js); static paths only.
   * `'with-api'`: its loader needs the API, so only a build that can reach one
   * (PRERENDER_API_ORIGIN) prerenders it; any other build leaves it to the render service.
   */
  prerender?: boolean | 'with-api';
  /** Keep the page alive (state, results, scroll) when navigating away and back. */
  keepAlive?: boolean;
  /**
   * The page shows the member's own records: its server render calls the API with the
   * visitor's session cookie, and the answer is private (no shared cache keeps it).
   */
  member?: boolean;
  /**
   * The page is made from the visitor's own cookies (the compared listings): its render is
   * theirs alone, never kept by a shared cache (no session needed, unlike `member`).
   */
  perVisitor?: boolean;
  /** Do not send a page view for this route (the specification's spelling). */
  disabedGtmPv?: boolean;
  /** No tracking at all while this route is shown (the specification's spelling). */
  disabedGtm?: boolean;
}

/** The handle of the deepest matched route that sets the field, as the page's own setting. */
export function handleValue<K extends Exclude<keyof RouteHandle, 'head'>>(
  matches: readonly { handle?: unknown }[],
  key: K,
): RouteHandle[K] | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.[key] !== undefined) return handle[key];
  }
  return undefined;
}

/** What a page puts in the document head; crawlers and link previews read it. */
export interface PageHead {
  title: string;
  description?: string;
  /** schema.org data, written as JSON-LD. */
  structuredData?: Record<string, unknown>;
  /**
   * The page's largest paint when it is a photo (a detail's first one): the head preloads it,
   * so it is fetched with the document's first bytes rather than once the parser reaches it,
   * and link previews show it. `srcSet`, `sizes` and `type` must be the page's own, or the
   * browser fetches the photo twice.
   */
  leadImage?: { src: string; srcSet: string; sizes: string; type: string };
}

/** A matched route as the router's hooks (UIMatch) or its static handler (route) give it. */
interface HeadMatch {
  handle?: unknown;
  loaderData?: unknown;
  route?: { handle?: unknown; id?: string };
}

/**
 * The head of the deepest matched route that declares one, from its loader data. None when
 * that route has no data (its loader threw and the error page shows).
 */
export function pageHead(
  matches: readonly HeadMatch[],
  loaderData: Record<string, unknown> = {},
): PageHead | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index]!;
    const handle = (match.handle ?? match.route?.handle) as RouteHandle | undefined;
    if (!handle?.head) continue;
    const data = match.loaderData ?? (match.route?.id ? loaderData[match.route.id] : undefined);
    return data === undefined ? undefined : handle.head(data);
  }
  return undefined;
}
