import { useNavigate } from '@591/react-router';
import { clearRateLimitNotice, useRateLimitNotice } from '@591/router';
import { useCallback } from 'react';
import { RateLimitWait } from './rate-limit-wait.tsx';

const CSS = `
.rl591{position:sticky;top:0;z-index:2001;display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:8px 16px;padding:10px 16px;background:#fff4e5;border-bottom:1px solid #f0c48a;color:#5c3300;font-size:14px}
.rl591 button{padding:6px 14px;border:1px solid #b35000;border-radius:4px;background:#fff;color:#b35000;font:inherit;cursor:pointer}
.rl591 button:focus-visible{outline:2px solid #b35000;outline-offset:2px}
`;

/**
 * Above the page the visitor stayed on when the API refused their next search: how long to
 * wait, counted down, then the search runs again; 重試 runs it at once.
 */
export function RateLimitNotice() {
  const notice = useRateLimitNotice();
  const navigate = useNavigate();
  const retry = useCallback(() => {
    if (!notice) return;
    clearRateLimitNotice();
    void navigate(notice.retryUrl);
  }, [notice, navigate]);
  if (!notice) return null;
  return (
    <div className="rl591" role="alert" data-rate-limit-notice>
      <style href="@591/ui/rate-limit-notice" precedence="default">
        {CSS}
      </style>
      <RateLimitWait
        key={notice.refusedAt}
        seconds={notice.retryAfterSeconds}
        startedAt={notice.refusedAt}
        onDone={retry}
      />
      <button type="button" onClick={retry}>
        重試
      </button>
      <button type="button" onClick={clearRateLimitNotice}>
        關閉
      </button>
    </div>
  );
}
