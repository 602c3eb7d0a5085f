import { createPageRenderer, createPrerenderer } from '@591/ui/server';
import { routes } from './app/routes.tsx';

/** 新建案 on newhouse.: lists and projects are rendered per request, the builders' pages at build. */
export const setUpRenderer = createPageRenderer(() => routes);
export const setUpPrerenderer = createPrerenderer(() => routes, 'newhouse');
