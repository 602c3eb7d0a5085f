import type { RouteRuleMatcher } from './route-rules.ts';

/** builds/latest.json: the build the server hands out now. */
export interface BuildInfo {
  id: string;
  timestamp: number;
}

/** builds/meta/{id}.json: what a build knows about its routes. */
export interface BuildMeta extends BuildInfo {
  matcher: RouteRuleMatcher;
  prerendered: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Anything the server answers (an HTML error page, a half-written file) is checked first. */
export function parseBuildInfo(value: unknown): BuildInfo | undefined {
  if (!isRecord(value)) return undefined;
  const { id, timestamp } = value;
  if (typeof id !== 'string' || id === '' || typeof timestamp !== 'number') return undefined;
  return { id, timestamp };
}

export function parseBuildMeta(value: unknown): BuildMeta | undefined {
  const info = parseBuildInfo(value);
  if (!info || !isRecord(value)) return undefined;
  const { matcher, prerendered } = value;
  if (!isRecord(matcher) || !isRecord(matcher.static) || !isRecord(matcher.wildcard)) {
    return undefined;
  }
  if (!Array.isArray(prerendered) || !prerendered.every((path) => typeof path === 'string')) {
    return undefined;
  }
  return {
    ...info,
    matcher: matcher as unknown as RouteRuleMatcher,
    prerendered,
  };
}
