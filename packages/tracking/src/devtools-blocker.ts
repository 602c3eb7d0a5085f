import { originOf } from '@591/config';
import { DEVTOOLS_BLOCKER_ON } from './env.ts';
import { whenIdle } from './when-idle.ts';

/** Set on a window (e.g. by support staff in the console) to let it keep developer tools. */
export const DEVTOOLS_BYPASS_FLAG = '__DEVTOOLS_BYPASS__';

/**
 * The specification's settings. Detectors 0, 1, 5, 6, 7: the RegExp, DOM-id, debugger,
 * timing and debug-library checks. The context menu stays, and a page inside a frame never
 * touches its parents.
 */
export const DEVTOOLS_BLOCKER_OPTIONS = {
  interval: 200,
  detectors: [0, 1, 5, 6, 7],
  disableMenu: false,
  disableIframeParents: false,
} as const;

type DisableDevtool = (options: Record<string, unknown>) => unknown;

export interface BlockerTarget {
  top: unknown;
  location: { replace(url: string): void };
  [DEVTOOLS_BYPASS_FLAG]?: unknown;
}

/**
 * Runs the blocker in the top window, unless the bypass flag is set. On detection the page
 * goes to the site's home. Returns whether it was started.
 */
export function runDevtoolsBlocker(
  win: BlockerTarget,
  load: () => Promise<{ default: DisableDevtool }>,
  homeUrl = `${originOf('www')}/`,
): boolean {
  if (win.top !== win || win[DEVTOOLS_BYPASS_FLAG]) return false;
  whenIdle(() => {
    load()
      .then(({ default: disableDevtool }) =>
        disableDevtool({
          ...DEVTOOLS_BLOCKER_OPTIONS,
          detectors: [...DEVTOOLS_BLOCKER_OPTIONS.detectors],
          ondevtoolopen: () => win.location.replace(homeUrl),
        }),
      )
      .catch(() => {});
  });
  return true;
}

/**
 * The production-only switch (VITE_DEVTOOLS_BLOCKER=on). Off, the condition is a constant
 * false at build time and the library is left out of every chunk.
 */
export function startDevtoolsBlocker(): boolean {
  if (!DEVTOOLS_BLOCKER_ON) return false;
  return runDevtoolsBlocker(
    window as unknown as BlockerTarget,
    () => import('disable-devtool') as Promise<{ default: DisableDevtool }>,
  );
}
