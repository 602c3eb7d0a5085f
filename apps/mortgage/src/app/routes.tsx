import { type RouteObject, redirect } from '@591/react-router';
import { pageRoute } from '@591/router';
import { calculatorHead } from '../calculator/calculator-head.ts';
import { rateHead } from '../rate/rate-head.ts';

// The tools of the 中古屋 menu (and 新建案's): the header shows them under 中古屋.
const handle = { pageType: 'home', channel: 'sale' } as const;

/** Every page of mortgage.<domain>: the calculator and the rates. */
export const routes: RouteObject[] = [
  // The host's front page is the calculator.
  { path: '/', loader: () => redirect('/calculator') },
  pageRoute({
    path: '/calculator',
    handle,
    // The figures come from the address, read by the page.
    head: calculatorHead,
    page: () => import('../pages/calculator-page.tsx'),
  }),
  pageRoute({
    path: '/rate',
    handle: { ...handle, prerender: true },
    head: rateHead,
    page: () => import('../pages/rate-page.tsx'),
  }),
];
