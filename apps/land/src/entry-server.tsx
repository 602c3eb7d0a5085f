import { createPageRenderer, createPrerenderer } from '@591/app-runtime/server';
import { routesForHost } from '@591/router';
import { routes } from './app/routes.tsx';

const routesOn = (hostname: string) => routesForHost(routes, hostname);

/** The land render service: the section's routes, as exposed on the host asked for. */
export const setUpRenderer = createPageRenderer(routesOn);

/** The build's prerendering, on land.'s own host (where the /land prefix is removed). */
export const setUpPrerenderer = createPrerenderer(routesOn, 'land');
