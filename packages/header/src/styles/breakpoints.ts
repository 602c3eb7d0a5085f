import { BREAKPOINTS } from '@591/config';

/** Below the md breakpoint the header collapses into a drawer. */
export const BELOW_MD = `(max-width:${BREAKPOINTS.md - 0.02}px)`;
