import { fetchUnreadCounts } from '@591/api-client';
import { useEffect, useState } from 'react';

/** What the member menu counts: unread alerts, and conversations with news on each side. */
export interface UnreadCounts {
  alerts: number;
  received: number;
  sent: number;
}

const NONE: UnreadCounts = { alerts: 0, received: 0, sent: 0 };

/**
 * The member's unread counts, read after the page starts and again whenever the tab comes back
 * into view (a message may have come meanwhile). Zero for visitors, and when the counts cannot
 * be had: a header never fails for them.
 */
export function useUnreadCounts(isLogin: boolean): UnreadCounts {
  const [unread, setUnread] = useState(NONE);
  useEffect(() => {
    if (!isLogin) {
      setUnread(NONE);
      return;
    }
    let current = true;
    const read = () =>
      fetchUnreadCounts().then(
        ({ unread: alerts, conversations }) => current && setUnread({ alerts, ...conversations }),
        () => undefined,
      );
    const onVisible = () => {
      if (document.visibilityState === 'visible') void read();
    };
    void read();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      current = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [isLogin]);
  return unread;
}
