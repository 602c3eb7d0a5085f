import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useMatches,
  useOutlet,
} from '@591/react-router';
import { Activity, type ReactNode, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { handleValue } from '../route-handle.ts';
import { KEEP_ALIVE_CAPACITY, keepAliveKey } from './keep-alive-key.ts';
import { Lru } from './lru.ts';

type RouterState = React.ContextType<typeof DataRouterStateContext>;
type LocationState = React.ContextType<typeof LocationContext>;

interface KeptPage {
  element: ReactNode;
  routerState: RouterState;
  location: LocationState;
  scrollY: number;
}

/**
 * The route outlet, except that pages whose route says `keepAlive` stay mounted, hidden
 * with React's <Activity>, after the visitor leaves them: coming back shows the same
 * filters, results and scroll position at once. A hidden page keeps seeing the router
 * state and location it had, so it does not re-render for a URL that is not its own.
 */
export function KeepAliveOutlet({ capacity = KEEP_ALIVE_CAPACITY }: { capacity?: number }) {
  const outlet = useOutlet();
  const location = useLocation();
  const keepAlive = handleValue(useMatches(), 'keepAlive') === true;
  const routerState = useContext(DataRouterStateContext);
  const locationState = useContext(LocationContext);
  const kept = useRef(new Lru<string, KeptPage>(capacity)).current;
  const key = keepAliveKey(location);

  const returning = keepAlive && kept.peek(key) !== undefined;
  if (keepAlive) {
    const scrollY = kept.peek(key)?.scrollY ?? 0;
    kept.set(key, { element: outlet, routerState, location: locationState, scrollY });
  }

  useScrollPosition(key, kept, returning);

  return (
    <>
      {kept.entries().map(([pageKey, page]) => (
        <Activity key={pageKey} mode={pageKey === key ? 'visible' : 'hidden'}>
          <DataRouterStateContext.Provider value={page.routerState}>
            <LocationContext.Provider value={page.location}>
              {page.element}
            </LocationContext.Provider>
          </DataRouterStateContext.Provider>
        </Activity>
      ))}
      {!keepAlive && outlet}
    </>
  );
}

/**
 * Remembers each kept page's scroll position; an in-app navigation restores it on return,
 * else starts at the top. The first page is left where it is: a visitor who scrolled before
 * hydration finished stays there, and a reload keeps the position the browser restored.
 */
function useScrollPosition(key: string, kept: Lru<string, KeptPage>, returning: boolean) {
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // The browser restores the scroll position of a reload or a visit from another site.
    const handBack = () => {
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', handBack);
    return () => window.removeEventListener('pagehide', handBack);
  }, []);

  useLayoutEffect(() => {
    // Keyed on the page shown, so an effect run twice for the same page never scrolls.
    if (shownKey.current !== null && shownKey.current !== key) {
      window.scrollTo(0, returning ? (kept.peek(key)?.scrollY ?? 0) : 0);
    }
    shownKey.current = key;

    const remember = () => {
      const page = kept.peek(key);
      if (page) page.scrollY = window.scrollY;
    };
    remember();
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, kept, returning]);
}
