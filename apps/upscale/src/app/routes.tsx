import type { RouteObject } from '@591/react-router';
import { pageRoute } from '@591/router';
import { loadLuxuryLanding, loadLuxuryList } from '../listings/luxury-data.ts';
import { luxuryLandingHead, luxuryListHead } from '../listings/luxury-head.ts';

// 豪宅 is in the 新建案 menu; its homes are sale listings.
const handle = { pageType: 'home', channel: 'sale' } as const;

/** Every page of upscale.<domain>: 豪宅, rendered per request from the sale search. */
export const routes: RouteObject[] = [
  pageRoute({
    path: '/',
    handle,
    loader: ({ request }) => loadLuxuryLanding(new URL(request.url).searchParams),
    head: luxuryLandingHead,
    page: () => import('../pages/landing-page.tsx'),
  }),
  pageRoute({
    path: '/list',
    handle,
    loader: ({ request }) => loadLuxuryList(new URL(request.url).searchParams),
    head: luxuryListHead,
    page: () => import('../pages/list-page.tsx'),
  }),
];
