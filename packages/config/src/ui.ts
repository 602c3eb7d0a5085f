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
 * The Traditional Chinese font stack every part of the page sets: Apple's, Google's web name,
 * the name Linux and Android systems install Noto under, then Windows'. A family the system
 * has is used as it is; without one, each Han character goes through the browser's font
 * fallback.
 */
export const FONT_FAMILY =
  '"PingFang TC","Noto Sans TC","Noto Sans CJK TC","Microsoft JhengHei",sans-serif';
