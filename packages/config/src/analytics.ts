/**
 * The Google Tag Manager container the data layer feeds, set per deployment at build time
 * (TAG_MANAGER_ID). Empty in development and tests: no third-party script is loaded then.
 */
export const TAG_MANAGER_ID: string = import.meta.env?.TAG_MANAGER_ID ?? '';
