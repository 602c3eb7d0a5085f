import { createPageRenderer, createPrerenderer } from '@591/app-runtime/server';
import { routes } from './app/routes.tsx';

/** The help centre's render service: its pages exist on help. only (search is per request). */
export const setUpRenderer = createPageRenderer(() => routes);

/** The build renders every other page once: they are the same for everyone. */
export const setUpPrerenderer = createPrerenderer(() => routes, 'help');
