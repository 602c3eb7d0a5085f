import { routesForHost } from '@591/router';
import { createPageRenderer } from '@591/ui/server';
import { routes } from './app/routes.tsx';

/** The land render service: the section's routes, as exposed on the host asked for. */
export const setUpRenderer = createPageRenderer((hostname) => routesForHost(routes, hostname));
