import { createPageRenderer } from '@591/app-runtime/server';
import { routes } from './app/routes.tsx';

/** News on news.: every page is rendered per request from the API. */
export const setUpRenderer = createPageRenderer(() => routes);
