import { PAGE_SHOWN_MARK, TAG_MANAGER_ID } from '@591/config';
import { requestDeviceIdentity } from '@591/identity';
import type { DataRouter } from '@591/react-router';
import { RouterProvider } from '@591/react-router';
import { handleValue, homeRenderFailed } from '@591/router';
import { loadTagManager, startDevtoolsBlocker, startErrorReporting } from '@591/tracking';
import { useCallback, useRef, useState } from 'react';
import { ErrorScreen } from '../error-page/route-error-screen.tsx';
import { isNearlyEmpty } from './nearly-empty.ts';
import { PageShownContext } from './page-shown.ts';

/**
 * The root shell: once the first page has mounted and painted, a page root that is still
 * nearly empty shows the home render-failure error; then the device identity is requested,
 * web push started and the tag manager loaded (unless the page asks for no tracking).
 */
export function RootShell({ router, container }: { router: DataRouter; container: Element }) {
  const [renderFailed, setRenderFailed] = useState(false);
  const checked = useRef(false);
  const onPageShown = useCallback(() => {
    if (checked.current) return;
    checked.current = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (isNearlyEmpty(container)) setRenderFailed(true);
        performance.mark(PAGE_SHOWN_MARK);
        void requestDeviceIdentity();
        // Each loads its library after idle, and only when configured for this build.
        startErrorReporting();
        startDevtoolsBlocker();
        // Push is its own chunk, loaded only now that the page is up, and only in a top-level page.
        if (window.top === window.self) {
          void import('@591/push').then(
            ({ startPush }) => startPush(),
            () => undefined,
          );
        }
        const routes = router.state.matches.map((match) => match.route);
        if (handleValue(routes, 'disabedGtm') !== true) loadTagManager(TAG_MANAGER_ID);
      }),
    );
  }, [container, router]);

  if (renderFailed) return <ErrorScreen error={homeRenderFailed()} />;
  return (
    <PageShownContext.Provider value={onPageShown}>
      <RouterProvider router={router} />
    </PageShownContext.Provider>
  );
}
