/** What a refused call (HTTP 429) says: how long to wait. */
export interface RateLimit {
  retryAfterSeconds: number;
}

/** When the API names no wait: its limits are per minute. */
const DEFAULT_WAIT_SECONDS = 60;

export function rateLimitMessage(seconds: number): string {
  return `請求過於頻繁，請於${seconds}秒後再試`;
}

/**
 * The rate limit behind a failed API call, or null when it failed for another reason. Reads
 * any error carrying the `response` it failed on (ky's HTTPError), so the router needs no
 * HTTP client of its own.
 */
export function rateLimitOf(error: unknown): RateLimit | null {
  const response = (error as { response?: unknown } | null)?.response;
  if (!(response instanceof Response) || response.status !== 429) return null;
  const seconds = Number(response.headers.get('retry-after'));
  return {
    retryAfterSeconds:
      Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : DEFAULT_WAIT_SECONDS,
  };
}
