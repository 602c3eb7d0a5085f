/**
 * Hashed build output never changes, so browsers keep it for a year. Everything that names
 * other files (HTML, remote entries, manifests, the build id) must be revalidated, or a
 * release would not reach visitors until their cache expired.
 */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
