import type { RouteObject } from 'react-router';

/** Every /sale route of the specification; on sale.<domain> the prefix is removed. */
export const routes: RouteObject[] = [
  {
    path: '/sale',
    lazy: async () => ({ Component: (await import('../pages/landing-page.tsx')).LandingPage }),
  },
];
