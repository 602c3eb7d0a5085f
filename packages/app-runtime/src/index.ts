/** @591/app-runtime: what starts an app in the browser, and the frame every page is shown in. */
export { appRoutes, ROOT_ROUTE_ID } from './app/app-routes.tsx';
export { renderApp } from './app/render-app.tsx';
export { type SiteChrome, SiteChromeContext } from './app/site-chrome.ts';
export { ErrorPage } from './error-page/error-page.tsx';
export { ErrorScreen } from './error-page/route-error-screen.tsx';
export { renderSectionApp } from './section-app.tsx';
