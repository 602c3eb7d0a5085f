import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the server's HTML and while it hydrates, true once this part runs in the browser
 * (at once for a part rendered there). A control whose action needs the page's code is
 * disabled until then, so a click made early waits for it instead of being lost.
 */
export function useHasStarted(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
