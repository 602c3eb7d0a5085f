import { fileURLToPath } from 'node:url';
import type { FederationOptions } from '@591/mf';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

export interface AppConfigOptions {
  federation: FederationOptions;
  /** The app's own dev-server port; the gateway proxies its subdomain to it. */
  devPort: number;
}

const BUNDLED_PLATFORM = fileURLToPath(
  new URL('../../packages/mf/src/runtime/bundled.ts', import.meta.url),
);

/**
 * The Vite config every app shares, so the five builds cannot drift. FEDERATION=off builds
 * the same app as one plain bundle with the header inside, to measure what federation costs.
 */
export function defineAppConfig({ federation: mf, devPort }: AppConfigOptions): UserConfig {
  const federated = process.env.FEDERATION !== 'off';
  return {
    // SITE_DOMAIN and HEADER_RELEASE reach the code as import.meta.env.*, read in one place each.
    envPrefix: ['VITE_', 'SITE_DOMAIN', 'HEADER_RELEASE'],
    plugins: [react(), federated && federation(mf)],
    resolve: federated ? {} : { alias: { '@591/mf/runtime': BUNDLED_PLATFORM } },
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
