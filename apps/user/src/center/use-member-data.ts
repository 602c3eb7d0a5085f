import { NotLoggedInError } from '@591/api-client';
import { memberPageUrl } from '@591/config';
import { useCallback, useEffect, useState } from 'react';

export type MemberData<T> =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'ready'; data: T; reload: () => void };

/** A member who is not (or no longer) logged in logs in first and comes back here. */
export function sendToLogin(): void {
  window.location.replace(memberPageUrl('login', window.location.href));
}

/**
 * One of the member's own records, read in the browser (the server renders no member's
 * data): loading, failed with a retry, or ready; a lapsed session goes to log in.
 */
export function useMemberData<T>(load: () => Promise<T>): MemberData<T> {
  const [result, setResult] = useState<MemberData<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const again = useCallback(() => setRound((count) => count + 1), []);
  // A new `round` asks for a new read.
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setResult({ state: 'ready', data, reload: again }),
      (error) => {
        if (!current) return;
        if (error instanceof NotLoggedInError) sendToLogin();
        else setResult({ state: 'failed', retry: again });
      },
    );
    return () => {
      current = false;
    };
  }, [load, round, again]);
  return result;
}
