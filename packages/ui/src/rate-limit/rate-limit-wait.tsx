import { rateLimitMessage } from '@591/router';
import { useEffect } from 'react';
import { useCountdown } from './use-countdown.ts';

/**
 * The wait the API asked for, counted down where the visitor can see it; `onDone` runs
 * once when it is over (the page tries again then).
 */
export function RateLimitWait({
  seconds,
  startedAt,
  onDone,
}: {
  seconds: number;
  startedAt?: number;
  onDone: () => void;
}) {
  const left = useCountdown(seconds, startedAt);
  useEffect(() => {
    if (left === 0) onDone();
  }, [left, onDone]);
  return (
    <span role="timer" aria-live="off">
      {left > 0 ? rateLimitMessage(left) : '正在重新載入…'}
    </span>
  );
}
