export { appRoutes, ROOT_ROUTE_ID } from './app/app-routes.tsx';
export { renderApp } from './app/render-app.tsx';
export { BaseStyles } from './base-styles.tsx';
export { ErrorPage } from './error-page/error-page.tsx';
export { ErrorScreen } from './error-page/route-error-screen.tsx';
export { MemberGreeting } from './member-greeting.tsx';
export { PlainPage } from './plain-page.tsx';
export { useRegionInUse } from './region-in-use.ts';
export { renderSectionApp } from './section-app.tsx';
