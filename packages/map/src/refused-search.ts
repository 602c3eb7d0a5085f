/** Whether a call failed because the API refused its query (400): a hand-edited URL. */
export function isRefusedQuery(error: unknown): boolean {
  return (error as { response?: { status?: number } })?.response?.status === 400;
}

/**
 * What a loader's call answers, or `fallback` when the API refused the query, so a map page
 * with a bad value in its URL says so rather than failing. Other errors fail the page as ever.
 */
export async function unlessRefused<T>(
  call: Promise<T>,
  fallback: () => Promise<T> | T,
): Promise<{ value: T; refused: boolean }> {
  try {
    return { value: await call, refused: false };
  } catch (error) {
    if (!isRefusedQuery(error)) throw error;
    return { value: await fallback(), refused: true };
  }
}
