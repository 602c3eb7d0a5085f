/**
 * How browsers and Vite word a dynamic import or CSS preload that failed: after a deploy the
 * old hashed chunks are gone, and only a full page load fetches the new names.
 */
const CHUNK_LOAD_FAILURE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css/i;

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { message } = error as { message?: unknown };
  return typeof message === 'string' && CHUNK_LOAD_FAILURE.test(message);
}
