import type { RouteObject } from 'react-router';

/** The shell's own routes; the sections' routes are added on www as they are visited. */
export const routes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../pages/home-page.tsx')).HomePage }),
  },
];
