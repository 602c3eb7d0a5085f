import { createPageRenderer, createPrerenderer } from '@591/app-runtime/server';
import { routesForHost } from '@591/router';
import { routes } from './app/routes.tsx';

const routesOn = (hostname: string) => routesForHost(routes, hostname);

/** The business render service: the section's routes, as exposed on the host asked for. */
export const setUpRenderer = createPageRenderer(routesOn);

/** The build's prerendering, on business.'s own host (where the /business prefix is removed). */
export const setUpPrerenderer = createPrerenderer(routesOn, 'business');
