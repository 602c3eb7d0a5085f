import { useCallback, useEffect, useState } from 'react';

export type Fetched<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'failed'; data: T | null; refused: boolean };

/** The response of a refused request (4xx) that ky threw, if it was one. */
function refusedStatus(error: unknown): boolean {
  const status = (error as { response?: { status?: number } })?.response?.status;
  return status !== undefined && status >= 400 && status < 500 && status !== 429;
}

/**
 * What `load` answers for `key`, fetched in the browser whenever the key changes, the request
 * for an older key aborted. While a new answer is on its way the last one stays (`data`), so a
 * map keeps its markers and a list its cards, marked as loading. `initial` is the answer the
 * server already gave for `initialKey`: no request for it.
 */
export function useFetched<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  initial?: { key: string; data: T },
): Fetched<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Fetched<T>>(() =>
    initial && initial.key === key
      ? { status: 'ready', data: initial.data }
      : { status: 'loading', data: initial?.data ?? null },
  );
  // Keyed by the request's text: a new `load` function for the same request fetches nothing.
  useEffect(() => {
    if (key === null) return;
    if (initial && initial.key === key && attempt === 0) {
      // Usually already so (the first render's state): then nothing renders again.
      setState((last) =>
        last.status === 'ready' && last.data === initial.data
          ? last
          : { status: 'ready', data: initial.data },
      );
      return;
    }
    const controller = new AbortController();
    setState((last) => ({ status: 'loading', data: last.data }));
    // Started in a task of its own: a map asks for many tiles at once, and the work of
    // sending them would otherwise lengthen the task that commits the page.
    const starting = setTimeout(() =>
      load(controller.signal).then(
        (data) => setState({ status: 'ready', data }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState((last) => ({
            status: 'failed',
            data: last.data,
            refused: refusedStatus(error),
          }));
        },
      ),
    );
    return () => {
      clearTimeout(starting);
      controller.abort();
    };
  }, [key, attempt, initial?.key]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
