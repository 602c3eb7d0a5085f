import { createPageRenderer, createPrerenderer } from '@591/app-runtime/server';
import { routes } from './app/routes.tsx';

/** The www render service for the shell's own pages; section paths go to their own apps. */
export const setUpRenderer = createPageRenderer(() => routes);

/** The build's prerendering of the shell's own pages on www. */
export const setUpPrerenderer = createPrerenderer(() => routes, 'www');
