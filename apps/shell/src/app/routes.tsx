import type { RouteObject } from '@591/react-router';
import type { RouteHandle } from '@591/router';
import { homeHead } from '../home/home-head.ts';
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
];
