/** @591/app-runtime/server: what an app's server entry needs to render its pages. */
export type { ChromeParts } from '../app/site-chrome.ts';
export type {
  PageRenderer,
  PrerenderedPage,
  Prerenderer,
  PrerenderPath,
  RenderPageInput,
  RenderSink,
  ServerSetup,
  SetUpPrerenderer,
  SetUpRenderer,
} from './contract.ts';
export { escapeForScript, hydrationScript } from './hydration-data.ts';
export { type PageTemplate, splitTemplate } from './page-template.ts';
export { createPageRenderer, createPrerenderer, RenderFailure } from './render-page.tsx';
