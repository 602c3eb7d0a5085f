/** Viewport widths in px where layouts change; a breakpoint applies from its width up. */
export const BREAKPOINTS = { sm: 460, md: 850, lg: 1200, xl: 1920 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** Overlays (menus, popups, toasts) stack from here up, clear of the z-indexes page content uses. */
export const Z_INDEX_BASE = 2000;

export const TOAST_DURATION_MS = 3000;

export const DEBOUNCE_MS = 300;

export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** The header's fixed height: sections reserve it while the federated header loads. */
export const HEADER_HEIGHT_PX = 56;

/**
 * A performance mark set when the first page has painted and the deferred start-up work
 * (identity, push, error reporting, tag manager) begins: what loads before it is the
 * page's critical path.
 */
export const PAGE_SHOWN_MARK = '591:page-shown';

/**
 * The element a server-rendered page names its matched routes' chunks in (JSON), for the page's
 * loader to preload with the entry's own.
 */
export const ROUTE_CHUNKS_ELEMENT_ID = 'route-chunks';

/**
 * The page build's manifest in an app's build folder (a dot folder, never served), which its
 * server bundle reads to name those chunks. Named apart from Vite's default, which the remote
 * entry's build writes.
 */
export const PAGE_MANIFEST_FILE = '.vite/page-manifest.json';

/**
 * The Traditional Chinese font stack every part of the page sets: Apple's, Google's web name,
 * the name Linux and Android systems install Noto under, then Windows'. A family the system
 * has is used as it is; without one, each Han character goes through the browser's font
 * fallback.
 */
export const FONT_FAMILY =
  '"PingFang TC","Noto Sans TC","Noto Sans CJK TC","Microsoft JhengHei",sans-serif';
