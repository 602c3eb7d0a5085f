/** The specification's md breakpoint: below it the header collapses into a drawer. */
export const MD_BREAKPOINT_PX = 850;

export const BELOW_MD = `(max-width:${MD_BREAKPOINT_PX - 0.02}px)`;
