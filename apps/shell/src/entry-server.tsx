import { createPageRenderer } from '@591/ui/server';
import { routes } from './app/routes.tsx';

/** The www render service for the shell's own pages; section paths go to their own apps. */
export const setUpRenderer = createPageRenderer(() => routes);
