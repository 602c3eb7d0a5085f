/**
 * The header release stamped at build time (HEADER_RELEASE). It shows which header build a
 * page is running: the shell's federated one, or a section's bundled fallback.
 */
export const HEADER_RELEASE: string = import.meta.env?.HEADER_RELEASE || 'dev';
