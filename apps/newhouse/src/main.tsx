import { renderSectionApp } from '@591/ui';
import { routes } from './app/routes.tsx';

void renderSectionApp(routes);
