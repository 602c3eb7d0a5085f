import { readFileSync } from 'node:fs';
import { PAGE_MANIFEST_FILE, ROUTE_CHUNKS_ELEMENT_ID } from '@591/config';

/**
 * The page's own route modules, fetched with the page's entry instead of after it. Hydration
 * needs the code of every matched route before its first render; without this, the browser
 * learns of those chunks only once the entry has run, one round trip (and on a phone, one
 * evaluation of the entry) later. The server knows the matched routes: it names their chunks
 * to the page's loader (tooling's paint-first plugin), which preloads them with the entry's.
 */

/** One chunk of Vite's build manifest (PAGE_MANIFEST_FILE), as far as it is read here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export type ClientManifest = Record<string, ManifestChunk>;

/**
 * The page build's manifest beside the server bundle (dist/.server/entry-server.js reads
 * dist/PAGE_MANIFEST_FILE); null where there is none (tests, a build without it).
 */
export function readClientManifest(
  url = new URL(`../${PAGE_MANIFEST_FILE}`, import.meta.url),
): ClientManifest | null {
  try {
    return JSON.parse(readFileSync(url, 'utf8')) as ClientManifest;
  } catch {
    return null;
  }
}

/** Every file a chunk needs, itself first, through its static imports. */
function closure(manifest: ClientManifest, keys: readonly string[], into = new Set<string>()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) continue;
    into.add(chunk.file);
    closure(manifest, chunk.imports ?? [], into);
  }
  return into;
}

/**
 * The chunks of the route modules `sources` (their source paths, `src/pages/list-page.tsx`)
 * that the entry does not already bring, as the page's URLs. None when `template` is not
 * this build's page (a section's page on www is served with the shell's), whose entry then
 * differs, or when there is no manifest.
 */
export type RouteChunks = (sources: readonly string[], template: string) => string[];

/** The route chunks of a build: its entry, and what the entry brings, read once, not per page. */
export function routeChunksOf(manifest: ClientManifest | null): RouteChunks {
  const entry = manifest && Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!manifest || !entry) return () => [];
  const entryUrl = `/${entry[1].file}`;
  const withEntry = closure(manifest, [entry[0]]);
  return (sources, template) => {
    if (sources.length === 0 || !template.includes(entryUrl)) return [];
    return [...closure(manifest, sources)]
      .filter((file) => !withEntry.has(file))
      .map((file) => `/${file}`);
  };
}

/** The chunks as the page's loader reads them: JSON, never run, so no script policy applies. */
export function routeChunksElement(chunks: readonly string[]): string {
  if (chunks.length === 0) return '';
  return `<script type="application/json" id="${ROUTE_CHUNKS_ELEMENT_ID}">${JSON.stringify(chunks).replaceAll('<', '\\u003c')}</script>`;
}

/** The source modules of the matched routes, as the server bundle marks them (sourceModule). */
export function matchedSources(matches: readonly { route: object }[]): string[] {
  return matches.flatMap(({ route }) => {
    const source = (route as { sourceModule?: unknown }).sourceModule;
    return typeof source === 'string' ? [source] : [];
  });
}
