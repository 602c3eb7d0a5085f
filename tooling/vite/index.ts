import { fileURLToPath } from 'node:url';
import { type BuildVariant, type FederationOptions, federationFor } from '@591/mf';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { ConfigEnv, UserConfig } from 'vite';
import { type BuildMetaOptions, buildMetaPlugin } from './build-meta-plugin.ts';
import { type HubPage, hubPagesPlugin } from './hub-pages-plugin.ts';
import { pushWorkerPlugin } from './push-worker-plugin.ts';

export interface AppConfigOptions {
  federation: FederationOptions;
  /** The app's own dev-server port; the gateway proxies its subdomain to it. */
  devPort: number;
  /** Route rules and prerendered paths published in builds/meta/{id}.json. */
  buildMeta?: Pick<BuildMetaOptions, 'routeRules' | 'prerendered'>;
  /** Standalone pages other subdomains frame (the shell's hubs). */
  hubPages?: readonly HubPage[];
}

/** The mode of the second build of every app (build-app.mjs): its remote entry. */
const REMOTE_MODE = 'remote';

const BUNDLED_PLATFORM = fileURLToPath(
  new URL('../../packages/mf/src/runtime/bundled.ts', import.meta.url),
);
const SHARED_PUBLIC_DIR = fileURLToPath(new URL('./public', import.meta.url));

/**
 * The Vite config every app shares, so the five builds cannot drift. FEDERATION=off builds
 * the same app as one plain bundle with the header inside, to measure what federation costs.
 */
export function defineAppConfig({
  federation: mf,
  devPort,
  buildMeta,
  hubPages = [],
}: AppConfigOptions) {
  return ({ command, mode }: ConfigEnv): UserConfig => {
    const variant: BuildVariant =
      command === 'serve' ? 'dev' : mode === REMOTE_MODE ? 'remote' : 'page';
    const federated = process.env.FEDERATION !== 'off';
    return {
      // These reach the code as import.meta.env.*, each read in one place: config, header, push
      // and tracking (SENTRY_DSN, SENTRY_ENVIRONMENT).
      envPrefix: [
        'VITE_',
        'SITE_DOMAIN',
        'HEADER_RELEASE',
        'TAG_MANAGER_ID',
        'FIREBASE_',
        'SENTRY_',
      ],
      publicDir: SHARED_PUBLIC_DIR,
      plugins: [
        react(),
        federated && federation(federationFor(variant, mf)),
        buildMetaPlugin({ variant, ...buildMeta }),
        pushWorkerPlugin({ variant }),
        hubPagesPlugin({ variant, pages: hubPages }),
      ],
      resolve: federated ? {} : { alias: { '@591/mf/runtime': BUNDLED_PLATFORM } },
      build: {
        target: 'es2022',
        sourcemap: true,
        // The remote build adds remoteEntry.js beside the page build; it has no page of its own.
        ...(variant === 'remote'
          ? {
              emptyOutDir: false,
              copyPublicDir: false,
              rollupOptions: { input: Object.values(mf.exposes) },
            }
          : {}),
      },
      server: {
        port: devPort,
        strictPort: true,
        host: '127.0.0.1',
        allowedHosts: true,
        cors: true,
      },
    };
  };
}
