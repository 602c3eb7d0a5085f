import { fileURLToPath } from 'node:url';
import { PAGE_MANIFEST_FILE } from '@591/config';
import {
  type BuildVariant,
  type FederationOptions,
  federationFor,
  pageHostDefine,
  SHELL_EXPOSES,
} from '@591/mf';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { ConfigEnv, PluginOption, UserConfig } from 'vite';
import { type BuildMetaOptions, buildMetaPlugin } from './build-meta-plugin.ts';
import { headerRelease, headerReleasePlugin } from './header-release-plugin.ts';
import { type HubPage, hubPagesPlugin } from './hub-pages-plugin.ts';
import { paintFirstPlugin } from './paint-first-plugin.ts';
import { pushWorkerPlugin } from './push-worker-plugin.ts';
import { routeModulesPlugin } from './route-modules-plugin.ts';

export interface AppConfigOptions {
  federation: FederationOptions;
  /** The app's own dev-server port; the gateway proxies its subdomain to it. */
  devPort: number;
  /** Route rules and prerendered paths published in builds/meta/{id}.json. */
  buildMeta?: Pick<BuildMetaOptions, 'routeRules' | 'prerendered'>;
  /** Standalone pages other subdomains frame (the shell's hubs). */
  hubPages?: readonly HubPage[];
  /** The app's own plugins (e.g. its content compiler), in every build: page, remote, server. */
  plugins?: PluginOption[];
}

/** The mode of the second build of every app (build-app.mjs): its remote entry. */
const REMOTE_MODE = 'remote';
/** The mode of the third: the server bundle its render service runs. */
const SERVER_MODE = 'server';

const BUNDLED_PLATFORM = fileURLToPath(
  new URL('../../packages/mf/src/runtime/bundled.ts', import.meta.url),
);
const PAGE_HOST_PLATFORM = fileURLToPath(
  new URL('../../packages/mf/src/runtime/page-host.ts', import.meta.url),
);
const SHARED_PUBLIC_DIR = fileURLToPath(new URL('./public', import.meta.url));

const ENV_PREFIXES = [
  'VITE_',
  'SITE_DOMAIN',
  'HEADER_RELEASE',
  'TAG_MANAGER_ID',
  'FIREBASE_',
  'SENTRY_',
  'MAP_TILES_',
];

/**
 * The server bundle: src/entry-server.tsx with every dependency inside, so the app's render
 * service deploys on its own; the header is the bundled workspace copy (no federation on
 * the server), and the browser swaps in the shell's current release.
 */
function serverConfig(appPlugins: PluginOption[]): UserConfig {
  return {
    envPrefix: ENV_PREFIXES,
    publicDir: false,
    plugins: [react(), routeModulesPlugin(), ...appPlugins],
    resolve: { alias: { '@591/mf/runtime': BUNDLED_PLATFORM } },
    ssr: { noExternal: true, target: 'node' },
    // React's production build, decided now: the render service sets no NODE_ENV.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/entry-server.tsx',
      target: 'node20',
      sourcemap: true,
      copyPublicDir: false,
      emptyOutDir: true,
      // One file: the pages' lazy chunks share the one copy of React the renderer uses.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  };
}

/**
 * The Vite config every app shares, so the five builds cannot drift. FEDERATION=off builds
 * the same app as one plain bundle with the header inside, to measure what federation costs.
 */
export function defineAppConfig({
  federation: mf,
  devPort,
  buildMeta,
  hubPages = [],
  plugins: appPlugins = [],
}: AppConfigOptions) {
  return ({ command, mode }: ConfigEnv): UserConfig => {
    // Read as import.meta.env.HEADER_RELEASE by the page, the remote entry and the server alike.
    process.env.HEADER_RELEASE = headerRelease();
    if (mode === SERVER_MODE) return serverConfig(appPlugins);
    const variant: BuildVariant =
      command === 'serve' ? 'dev' : mode === REMOTE_MODE ? 'remote' : 'page';
    const federated = process.env.FEDERATION !== 'off';
    // A page is built as a plain app; when federated, its platform module is the host that
    // shares its modules with the remote entries it loads (see @591/mf build-variants).
    const pageHosted = federated && variant === 'page';
    const platform = !federated ? BUNDLED_PLATFORM : pageHosted ? PAGE_HOST_PLATFORM : undefined;
    return {
      // These reach the code as import.meta.env.*, each read in one place: config, header, push
      // and tracking (SENTRY_DSN, SENTRY_ENVIRONMENT).
      envPrefix: ENV_PREFIXES,
      publicDir: SHARED_PUBLIC_DIR,
      plugins: [
        react(),
        federated && variant !== 'page' && federation(federationFor(variant, mf)),
        buildMetaPlugin({ variant, ...buildMeta }),
        headerReleasePlugin({ variant, exposesHeader: SHELL_EXPOSES.header in mf.exposes }),
        pushWorkerPlugin({ variant }),
        hubPagesPlugin({ variant, pages: hubPages }),
        paintFirstPlugin({ variant }),
        ...appPlugins,
      ],
      resolve: platform ? { alias: { '@591/mf/runtime': platform } } : {},
      define: pageHosted ? pageHostDefine(mf) : {},
      build: {
        target: 'es2022',
        sourcemap: true,
        // The server bundle reads it to name a page's route chunks.
        manifest: variant === 'page' && PAGE_MANIFEST_FILE,
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
