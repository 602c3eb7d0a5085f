import { BELOW_MD } from './styles/breakpoints.ts';

/** Hover opens menus only with a real pointer on the desktop layout; taps use clicks. */
export function canOpenOnHover(): boolean {
  const media = globalThis.matchMedia;
  if (!media) return true;
  return media('(hover: hover)').matches && !media(BELOW_MD).matches;
}

export const HOVER_OPEN_DELAY_MS = 80;
export const HOVER_CLOSE_DELAY_MS = 200;
