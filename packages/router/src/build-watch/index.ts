export { BUILD_ID } from './build-id.ts';
export type { BuildInfo, BuildMeta } from './build-info.ts';
export { type BuildWatch, type BuildWatchOptions, startBuildWatch } from './build-watch.ts';
export { isChunkLoadError } from './chunk-error.ts';
export {
  createReloadGuard,
  RELOAD_GUARD_MS,
  type ReloadGuard,
  type ReloadVerdict,
} from './reload-guard.ts';
export { showReloadPrompt } from './reload-prompt.ts';
export { type RouteRule, type RouteRuleMatcher, routeRulesFor } from './route-rules.ts';
