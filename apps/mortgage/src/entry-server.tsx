import { createPageRenderer, createPrerenderer } from '@591/app-runtime/server';
import { routes } from './app/routes.tsx';

/** The mortgage tools on mortgage.: the calculator answers each address, rates are prerendered. */
export const setUpRenderer = createPageRenderer(() => routes);
export const setUpPrerenderer = createPrerenderer(() => routes, 'mortgage');
