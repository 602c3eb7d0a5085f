import { createPageRenderer } from '@591/app-runtime/server';
import { routes } from './app/routes.tsx';

/** Communities and real prices on market.: every page is rendered per request (it reads the API). */
export const setUpRenderer = createPageRenderer(() => routes);
