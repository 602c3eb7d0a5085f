import { createPageRenderer, createPrerenderer } from '@591/app-runtime/server';
import { routes } from './app/routes.tsx';

/** The member app's render service: its pages exist on user. only. */
export const setUpRenderer = createPageRenderer(() => routes);

/** The build's prerendering of the pages that are the same for everyone (log in, register). */
export const setUpPrerenderer = createPrerenderer(() => routes, 'user');
