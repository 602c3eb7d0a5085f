import type { RouteObject } from '@591/react-router';
import { pageRoute } from '@591/router';
import { siteAppHead, siteAppLoader } from '../app-pages/site-app.ts';
import { homeHead } from '../home/home-head.ts';
import { advertisementHead } from '../posting-help/advertisement-head.ts';
import { chargePageHead, chargePageLoader } from '../posting-help/charge-intro.ts';
import { postFirstLoader } from './post-first.ts';

/** The shell's own routes; the sections' routes are added on www as they are visited. */
export const routes: RouteObject[] = [
  pageRoute({
    handle: { pageType: 'home', prerender: true },
    head: homeHead,
    page: () => import('../pages/home-page.tsx'),
  }),
  { path: '/index.php', loader: postFirstLoader },
  // The header's 刊登廣告 menu: the fee schedule (1 rent, 2 sale) and image advertising.
  pageRoute({
    path: '/home/help/chargeIntro/:page',
    loader: chargePageLoader,
    head: chargePageHead,
    page: () => import('../posting-help/charge-intro-page.tsx'),
  }),
  pageRoute({
    path: '/advertisement',
    handle: { prerender: true },
    head: advertisementHead,
    page: () => import('../posting-help/advertisement-page.tsx'),
  }),
  // The header's app-download menu: a page for each of the site's own apps.
  pageRoute({
    path: '/app/:id',
    loader: siteAppLoader,
    head: siteAppHead,
    page: () => import('../app-pages/site-app-page.tsx'),
  }),
];
