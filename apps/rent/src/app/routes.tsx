import type { RouteObject } from 'react-router';

/** Every /rent route of the specification; on rent.<domain> the prefix is removed. */
export const routes: RouteObject[] = [
  {
    path: '/rent',
    lazy: async () => ({ Component: (await import('../pages/landing-page.tsx')).LandingPage }),
  },
];
