import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { parseDataVersions } from '@591/config';
import { LRUCache } from 'lru-cache';
import type { Versions } from './data-versions.ts';

const gzipped = promisify(gzip);

/** A rendered page anyone may be shown, as kept to be served again. */
export interface KeptPage {
  html: Buffer;
  /** The same bytes gzipped: sent to browsers that accept it without compressing again. */
  gzip: Buffer;
  etag: string;
  /** Its Content-Security-Policy: the hashes of its inline scripts (a nonce cannot be shared). */
  policy: string;
  cacheControl: string;
  /** What it was made from: `key=version` pairs checked before it is served again. */
  versions: [key: string, version: string][];
  /** The build that rendered it: a page is never served by a build that replaced it. */
  build: string;
  storedAt: number;
  freshMs: number;
  staleMs: number;
}

/** How a kept page stands when a visitor asks for it. */
export type Standing =
  /** Current: served as it is. */
  | 'fresh'
  /** Its data stands but its time is up: served while it renders anew in the background. */
  | 'stale'
  /** Its data changed, or it is past stale: rendered anew before anything is sent. */
  | 'spent';

/** Seconds of a Cache-Control directive, or null. */
function directive(cacheControl: string, name: string): number | null {
  const match = new RegExp(`(?:^|[,\\s])${name}=(\\d+)`).exec(cacheControl);
  return match ? Number(match[1]) : null;
}

/** Whether a shared cache may keep an answer with this Cache-Control. */
export function isShared(cacheControl: string | undefined): boolean {
  return (
    cacheControl !== undefined &&
    /(?:^|[,\s])public(?:$|[,\s])/.test(cacheControl) &&
    directive(cacheControl, 's-maxage') !== null
  );
}

/** A page as kept: its bytes, their gzip, and what it was made from. */
export async function keptPage(
  html: Buffer,
  {
    cacheControl,
    versions,
    policy,
    build,
  }: { cacheControl: string; versions: string; policy: string; build: string },
): Promise<KeptPage> {
  return {
    html,
    gzip: await gzipped(html),
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    policy,
    cacheControl,
    versions: parseDataVersions(versions),
    build,
    storedAt: Date.now(),
    freshMs: (directive(cacheControl, 's-maxage') ?? 0) * 1000,
    staleMs: (directive(cacheControl, 'stale-while-revalidate') ?? 0) * 1000,
  };
}

/**
 * The gateway's stand-in for a CDN's page cache: shared pages by URL, the least recently
 * served dropped first past `maxBytes`. A page is served again only while every data version
 * it was made from still stands (asked of the API at each visit, many visits one question).
 */
export function pageCache({
  currentVersions,
  maxBytes = 64 * 1024 * 1024,
  now = Date.now,
}: {
  currentVersions: (keys: readonly string[]) => Promise<Versions>;
  maxBytes?: number;
  now?: () => number;
}) {
  const pages = new LRUCache<string, KeptPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.html.length + page.gzip.length + 1_024,
  });

  /** Whether the page's data still stands; when the API cannot say, it is taken to stand. */
  async function dataStands(page: KeptPage): Promise<boolean> {
    if (page.versions.length === 0) return true;
    try {
      const current = await currentVersions(page.versions.map(([key]) => key));
      return page.versions.every(([key, version]) => current[key] === version);
    } catch {
      // The API is unreachable: a render would fail too; the page kept is the better answer
      // for as long as it may be served stale.
      return true;
    }
  }

  return {
    get: (url: string) => pages.get(url),
    set: (url: string, page: KeptPage) => void pages.set(url, page),
    delete: (url: string) => void pages.delete(url),

    /** How a kept page stands now, with `build` deployed. */
    async standing(page: KeptPage, build: string): Promise<Standing> {
      const age = now() - page.storedAt;
      if (page.build !== build || age >= page.freshMs + page.staleMs) return 'spent';
      if (!(await dataStands(page))) return 'spent';
      return age < page.freshMs ? 'fresh' : 'stale';
    },
  };
}

export type PageCache = ReturnType<typeof pageCache>;
