import { Header } from '@591/header';
import { renderApp } from '@591/ui';
import { routes } from './app/routes.tsx';
import { patchSectionRoutes } from './app/section-routes.ts';

// On www the shell owns the header, so it renders its own copy, not a remote.
renderApp({ routes, Header, patchRoutesOnNavigation: patchSectionRoutes });
