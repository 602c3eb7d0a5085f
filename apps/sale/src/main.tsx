import { renderSectionApp } from '@591/app-runtime';
import { routes } from './app/routes.tsx';

void renderSectionApp(routes);
