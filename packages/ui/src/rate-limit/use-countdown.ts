import { useEffect, useState } from 'react';

/**
 * Whole seconds left of a wait that began at `startedAt` (ms since the epoch). It starts at
 * the full wait, as the server rendered it, and ticks once the page runs in the browser.
 */
export function useCountdown(seconds: number, startedAt?: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const start = startedAt ?? Date.now();
    const tick = () => {
      const remaining = Math.max(0, Math.ceil(seconds - (Date.now() - start) / 1000));
      setLeft(remaining);
      return remaining;
    };
    if (tick() === 0) return;
    const timer = window.setInterval(() => {
      if (tick() === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds, startedAt]);
  return left;
}
