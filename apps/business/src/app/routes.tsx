import type { RouteObject } from 'react-router';

/** Every /business route of the specification; on business.<domain> the prefix is removed. */
export const routes: RouteObject[] = [
  {
    path: '/business',
    lazy: async () => ({ Component: (await import('../pages/landing-page.tsx')).LandingPage }),
  },
];
