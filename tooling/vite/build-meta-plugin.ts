import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildVariant } from '@591/mf';
import type { Plugin, UserConfig } from 'vite';

/**
 * Stamps every build with an id and publishes it, so pages already open can tell that a newer
 * build is live (@591/router's build watch polls builds/latest.json and reads
 * builds/meta/{id}.json). Only the page build publishes: the remote entry built after it into
 * the same folder carries the page's id.
 */

/** A route's rules; plain JSON, since the page reads them from the meta file. */
export type RouteRule = Record<string, unknown>;

/** The shape @591/router's `routeRulesFor` reads: exact paths, and `/prefix/**` by prefix. */
export interface RouteRuleMatcher {
  static: Record<string, RouteRule>;
  wildcard: Record<string, RouteRule>;
}

export interface BuildMetaOptions {
  variant: BuildVariant;
  /** Path patterns to rules: exact paths (`/list`) or a prefix and everything below (`/rent/**`). */
  routeRules?: Record<string, RouteRule>;
  /** Paths rendered at build time; prerendering fills this in when it arrives. */
  prerendered?: string[];
  env?: NodeJS.ProcessEnv;
  now?: () => number;
}

export const DEV_BUILD_ID = 'dev';
const LATEST_FILE = 'builds/latest.json';
const BUILD_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function buildMetaPlugin({
  variant,
  routeRules = {},
  prerendered = [],
  env = process.env,
  now = Date.now,
}: BuildMetaOptions): Plugin {
  const timestamp = now();
  let id = DEV_BUILD_ID;
  return {
    name: '591-build-meta',
    config(config) {
      id = decideBuildId(variant, env.BUILD_ID, timestamp, outDirOf(config));
      return { define: { 'import.meta.env.BUILD_ID': JSON.stringify(id) } };
    },
    generateBundle() {
      if (variant !== 'page') return;
      const meta = { id, timestamp, matcher: toRouteRuleMatcher(routeRules), prerendered };
      this.emitFile({
        type: 'asset',
        fileName: LATEST_FILE,
        source: JSON.stringify({ id, timestamp }),
      });
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${id}.json`,
        source: JSON.stringify(meta),
      });
    },
  };
}

/**
 * BUILD_ID from the environment wins (a release pipeline names its builds); otherwise the
 * build's start time, which stays put when turbo replays a cached build, so an unchanged app
 * never sends its visitors a reload.
 */
export function decideBuildId(
  variant: BuildVariant,
  fromEnv: string | undefined,
  timestamp: number,
  outDir: string,
): string {
  if (variant === 'dev') return DEV_BUILD_ID;
  if (fromEnv) {
    if (!BUILD_ID_PATTERN.test(fromEnv)) {
      throw new Error(
        `BUILD_ID must be letters, digits, '.', '_' or '-' (at most 64), got "${fromEnv}"`,
      );
    }
    return fromEnv;
  }
  return (variant === 'remote' && pageBuildId(outDir)) || timestamp.toString(36);
}

function pageBuildId(outDir: string): string | undefined {
  try {
    const { id } = JSON.parse(readFileSync(path.join(outDir, LATEST_FILE), 'utf8'));
    return typeof id === 'string' && BUILD_ID_PATTERN.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

function outDirOf(config: UserConfig): string {
  return path.resolve(config.root ?? process.cwd(), config.build?.outDir ?? 'dist');
}

/** Only what the page can match without a router: exact paths and trailing `/**`. */
export function toRouteRuleMatcher(rules: Record<string, RouteRule>): RouteRuleMatcher {
  const matcher: RouteRuleMatcher = { static: {}, wildcard: {} };
  for (const [pattern, rule] of Object.entries(rules)) {
    const prefix = pattern.endsWith('/**') ? pattern.slice(0, -3) : pattern;
    if (!pattern.startsWith('/') || /[*:]/.test(prefix)) {
      throw new Error(`Route rule "${pattern}": use an exact path or "/prefix/**"`);
    }
    const key = prefix.replace(/\/+$/, '') || '/';
    if (prefix === pattern) matcher.static[key] = rule;
    else matcher.wildcard[key] = rule;
  }
  return matcher;
}
