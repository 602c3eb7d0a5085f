import type { FederationOptions } from '@591/mf';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

export interface AppConfigOptions {
  federation: FederationOptions;
  /** The app's own dev-server port; the gateway proxies its subdomain to it. */
  devPort: number;
}

/** The Vite config every app shares, so the five builds cannot drift. */
export function defineAppConfig({ federation: mf, devPort }: AppConfigOptions): UserConfig {
  return {
    // SITE_DOMAIN and HEADER_RELEASE reach the code as import.meta.env.*, read in one place each.
    envPrefix: ['VITE_', 'SITE_DOMAIN', 'HEADER_RELEASE'],
    plugins: [react(), federation(mf)],
    build: {
      target: 'es2022',
      sourcemap: true,
    },
    server: {
      port: devPort,
      strictPort: true,
      host: '127.0.0.1',
      allowedHosts: true,
      cors: true,
    },
  };
}
