import type { RouteObject } from '@591/react-router';
import type { RouteHandle } from '@591/router';
import { siteAppHead, siteAppLoader } from '../app-pages/site-app.ts';
import { homeHead } from '../home/home-head.ts';
import { advertisementHead } from '../posting-help/advertisement-head.ts';
import { chargePageHead, chargePageLoader } from '../posting-help/charge-intro.ts';
import { postFirstLoader } from './post-first.ts';

/** The shell's own routes; the sections' routes are added on www as they are visited. */
export const routes: RouteObject[] = [
  {
    index: true,
    handle: { pageType: 'home', prerender: true, head: homeHead } satisfies RouteHandle,
    // No data to load; the loader is there so the route's head applies.
    loader: () => null,
    lazy: () => import('../pages/home-page.tsx'),
  },
  { path: '/index.php', loader: postFirstLoader },
  // The header's 刊登廣告 menu: the fee schedule (1 rent, 2 sale) and image advertising.
  {
    path: '/home/help/chargeIntro/:page',
    handle: { head: chargePageHead } satisfies RouteHandle,
    loader: chargePageLoader,
    lazy: () => import('../posting-help/charge-intro-page.tsx'),
  },
  {
    path: '/advertisement',
    handle: { prerender: true, head: advertisementHead } satisfies RouteHandle,
    loader: () => null,
    lazy: () => import('../posting-help/advertisement-page.tsx'),
  },
  // The header's app-download menu: a page for each of the site's own apps.
  {
    path: '/app/:id',
    handle: { head: siteAppHead } satisfies RouteHandle,
    loader: siteAppLoader,
    lazy: () => import('../app-pages/site-app-page.tsx'),
  },
];
