import { createPageRenderer, createPrerenderer } from '@591/app-runtime/server';
import { routes } from './app/routes.tsx';

/** 新建案 on newhouse.: lists and projects are rendered per request, the builders' pages at build. */
export const setUpRenderer = createPageRenderer(() => routes);
export const setUpPrerenderer = createPrerenderer(() => routes, 'newhouse');
