import type { RouteObject } from 'react-router';

/** Every /land route of the specification; on land.<domain> the prefix is removed. */
export const routes: RouteObject[] = [
  {
    path: '/land',
    lazy: async () => ({ Component: (await import('../pages/landing-page.tsx')).LandingPage }),
  },
];
