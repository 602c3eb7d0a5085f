import { APP_DEV_PORTS } from '@591/mf';
import { defineAppConfig } from '@591/vite-config';
import { defineConfig } from 'vite';
import federation from './module-federation.config.ts';

export default defineConfig(defineAppConfig({ federation, devPort: APP_DEV_PORTS.newhouse }));
