import type { RouteHandle } from '@591/router';
import type { RouteObject } from 'react-router';
import { postFirstLoader } from './post-first.ts';

/** The shell's own routes; the sections' routes are added on www as they are visited. */
export const routes: RouteObject[] = [
  {
    index: true,
    handle: { pageType: 'home', prerender: true } satisfies RouteHandle,
    lazy: () => import('../pages/home-page.tsx'),
  },
  { path: '/index.php', loader: postFirstLoader },
];
