/**
 * Per-route rules as the build publishes them in builds/meta/{id}.json (written by
 * tooling/vite/build-meta-plugin.ts): exact paths under `static`, `/prefix/**` patterns under
 * `wildcard` by their prefix (`/` for every path).
 */
export type RouteRule = Record<string, unknown>;

export interface RouteRuleMatcher {
  static: Record<string, RouteRule>;
  wildcard: Record<string, RouteRule>;
}

/** The rules for `path`: wildcards from the widest prefix in, then the exact path on top. */
export function routeRulesFor(matcher: RouteRuleMatcher, path: string): RouteRule {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  const prefixes = Object.keys(matcher.wildcard)
    .filter(
      (prefix) => prefix === '/' || normalised === prefix || normalised.startsWith(`${prefix}/`),
    )
    .sort((a, b) => a.length - b.length);
  return Object.assign(
    {},
    ...prefixes.map((prefix) => matcher.wildcard[prefix]),
    matcher.static[normalised],
  );
}
