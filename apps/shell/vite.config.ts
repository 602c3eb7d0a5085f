import { fileURLToPath } from 'node:url';
import { ONE_ID_HUB_PATH, PUSH_SYNC_HELPER_PATH } from '@591/config';
import { APP_DEV_PORTS } from '@591/mf';
import { defineAppConfig } from '@591/vite-config';
import { defineConfig } from 'vite';
import federation from './module-federation.config.ts';

const hubEntry = (file: string) => fileURLToPath(new URL(`./src/hub/${file}`, import.meta.url));

export default defineConfig(
  defineAppConfig({
    federation,
    devPort: APP_DEV_PORTS.shell,
    hubPages: [
      { path: ONE_ID_HUB_PATH, entry: hubEntry('one-id-hub.ts'), title: '591房屋交易網裝置識別' },
      {
        path: new URL(PUSH_SYNC_HELPER_PATH, 'https://www').pathname,
        entry: hubEntry('push-sync-hub.ts'),
        title: '591房屋交易網通知設定同步',
      },
    ],
  }),
);
