export { REMOTE_ENTRY_TIMEOUT_MS, remoteFallbackPlugin } from './fallback-plugin.ts';
export { FederatedHeader, HEADER_HEIGHT_PX } from './federated-header.tsx';
export { connectPlatform, loadHeader } from './platform.ts';
export { connectSections, loadSectionRoutes, type SectionRoutesModule } from './sections.ts';
