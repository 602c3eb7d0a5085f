import { createPageRenderer } from '@591/app-runtime/server';
import { routes } from './app/routes.tsx';

/** 豪宅 on upscale.: every page is rendered per request from the sale search. */
export const setUpRenderer = createPageRenderer(() => routes);
