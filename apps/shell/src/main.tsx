import { Footer, Header } from '@591/header';
import { renderApp } from '@591/ui';
import { routes } from './app/routes.tsx';
import { patchSectionRoutes } from './app/section-routes.ts';

// On www the shell owns the header and footer, so it renders its own copies, not remotes.
renderApp({ routes, chrome: { Header, Footer }, patchRoutesOnNavigation: patchSectionRoutes });
