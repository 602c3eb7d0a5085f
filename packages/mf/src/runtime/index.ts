export { REMOTE_ENTRY_TIMEOUT_MS, remoteFallbackPlugin } from './fallback-plugin.ts';
export { connectPlatform, loadHeader } from './platform.ts';
export { connectSections, loadSectionRoutes, type SectionRoutesModule } from './sections.ts';
