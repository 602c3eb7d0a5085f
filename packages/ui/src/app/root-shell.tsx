import { TAG_MANAGER_ID } from '@591/config';
import { requestDeviceIdentity } from '@591/identity';
import { handleValue, homeRenderFailed } from '@591/router';
import { loadTagManager } from '@591/tracking';
import { useCallback, useRef, useState } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ErrorScreen } from '../error-page/route-error-screen.tsx';
import { isNearlyEmpty } from './nearly-empty.ts';
import { PageShownContext } from './page-shown.ts';

/**
 * The root shell: once the first page has mounted and painted, a page root that is still
 * nearly empty shows the home render-failure error; then the device identity is requested
 * and the tag manager loaded (unless the page asks for no tracking).
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
        void requestDeviceIdentity();
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
