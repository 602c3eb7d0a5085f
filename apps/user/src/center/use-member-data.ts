import { NotLoggedInError } from '@591/api-client';
import { memberPageUrl } from '@591/config';
import { type LoaderFunctionArgs, redirect } from '@591/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';

export type MemberData<T> =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'ready'; data: T; reload: () => void };

/** A member who is not (or no longer) logged in logs in first and comes back here. */
export function sendToLogin(): void {
  window.location.replace(memberPageUrl('login', window.location.href));
}

/**
 * A page's first read of the member's records, made by the server render with the visitor's
 * session (the route is marked `member`), so the page arrives with them: no wait for the code
 * and then the API before the member sees their list. A visitor is redirected to log in; a
 * read that fails otherwise leaves the page to read in the browser, with its retry. In the
 * browser (a later visit within the site) the page reads them itself, with its loading state.
 */
export function firstReadOnServer<T>(read: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T | null> => {
    if (typeof window !== 'undefined') return null;
    const { request } = args;
    try {
      return await read(args);
    } catch (error) {
      if (error instanceof NotLoggedInError) throw redirect(memberPageUrl('login', request.url));
      return null;
    }
  };
}

/**
 * One of the member's own records: loading, failed with a retry, or ready; a lapsed session
 * goes to log in. `first`, what the server read (the route's `firstReadOnServer`), is shown
 * as it is, without a second read.
 */
export function useMemberData<T>(load: () => Promise<T>, first?: T | null): MemberData<T> {
  const [round, setRound] = useState(0);
  const again = useCallback(() => setRound((count) => count + 1), []);
  const [result, setResult] = useState<MemberData<T>>(() =>
    first == null ? { state: 'loading' } : { state: 'ready', data: first, reload: again },
  );
  const readByServer = useRef(first != null);
  // A new `round` (or a new `load`) asks for a new read.
  useEffect(() => {
    if (readByServer.current) {
      readByServer.current = false;
      return;
    }
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
