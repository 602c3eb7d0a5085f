/**
 * Runs `task` once the page has gone idle and `delayMs` more have passed, so background
 * fetches never compete with the first render. Returns a cancel function.
 */
export function afterIdle(task: () => void, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const wait = () => {
    timer = setTimeout(task, delayMs);
  };
  if (typeof globalThis.requestIdleCallback === 'function') idle = requestIdleCallback(wait);
  else wait();
  return () => {
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}
