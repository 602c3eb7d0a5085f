import { fetchUnreadAlerts } from '@591/api-client';
import { useEffect, useState } from 'react';

/**
 * How many of a member's alerts are unread, read after the page starts and again whenever
 * the tab comes back into view (an alert may have come meanwhile). Zero for visitors, and
 * when the count cannot be had: a header never fails for it.
 */
export function useUnreadAlerts(isLogin: boolean): number {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    if (!isLogin) {
      setUnread(0);
      return;
    }
    let current = true;
    const read = () =>
      fetchUnreadAlerts().then(
        (count) => current && setUnread(count),
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
