/**
 * What an API answer was computed from, as `key=version` pairs in one header; `fixed` for data
 * that never changes while the API runs. A page rendered from versioned answers names the
 * union of them in the same header, and a shared cache (the gateway) serves it again only while
 * `GET /v1/data-versions` still answers every one of them the same.
 */
export const DATA_VERSION_HEADER = 'X-Data-Version';

/** The header of an answer made from nothing that changes while the API runs. */
export const FIXED_DATA = 'fixed';

/** `key=version,...`, sorted by key, so the same versions are always written the same. */
export function formatDataVersions(versions: Iterable<readonly [string, string | number]>): string {
  return [...versions]
    .map(([key, version]) => `${key}=${version}`)
    .sort()
    .join(',');
}

/** The pairs a header names (none for `fixed` or an empty one). */
export function parseDataVersions(named: string): [key: string, version: string][] {
  const pairs: [string, string][] = [];
  for (const pair of named.split(',')) {
    const at = pair.indexOf('=');
    if (at > 0) pairs.push([pair.slice(0, at), pair.slice(at + 1)]);
  }
  return pairs;
}
