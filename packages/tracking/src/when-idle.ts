/** The longest a background start waits for the main thread to go quiet. */
const IDLE_TIMEOUT_MS = 3000;

/** Runs `task` once the page is idle, so what it loads never competes with the first paint. */
export function whenIdle(task: () => void): void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(task, 1);
  }
}
