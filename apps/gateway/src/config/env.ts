import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSiteDomain } from '@591/config';
import { APP_DEV_PORTS, APP_HOSTS, type AppName } from '@591/mf';

const APPS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a whole number from 1 to 65535, got "${value}"`);
  }
  return port;
}

/** Where each app is served from: its build, another build named by <APP>_DIST, or dev. */
function appSource(app: AppName, mode: 'build' | 'dev', env: NodeJS.ProcessEnv) {
  if (mode === 'dev') return { devOrigin: `http://127.0.0.1:${APP_DEV_PORTS[app]}` };
  const override = env[`${app.toUpperCase()}_DIST`];
  return { dist: override ? path.resolve(override) : path.join(APPS_DIR, app, 'dist') };
}

/** The gateway's whole configuration, read from the environment once. */
export function readEnv(env = process.env) {
  const mode = env.GATEWAY_MODE === 'dev' ? 'dev' : 'build';
  const apps = Object.fromEntries(
    (Object.keys(APP_HOSTS) as AppName[]).map((app) => [app, appSource(app, mode, env)]),
  ) as Record<AppName, ReturnType<typeof appSource>>;
  const port = parsePort(env.PORT, 8080);
  return {
    domain: parseSiteDomain(env.SITE_DOMAIN),
    port,
    // Behind a TLS proxy, SITE_PROTOCOL=https: and SITE_PORT= (empty for the default port).
    publicLocation: {
      protocol: env.SITE_PROTOCOL?.replace(/:$/, '') === 'https' ? 'https:' : 'http:',
      port: env.SITE_PORT ?? String(port),
    },
    renderFailureSwitch: env.RENDER_FAILURE_SWITCH === 'on',
    host: env.HOST || '127.0.0.1',
    // Peers whose X-Forwarded-For names the visitor: the TLS proxy or CDN in front, if any.
    trustProxy: env.TRUST_PROXY || 'loopback',
    // The maps' tile server if the deploy names one, as the builds read it (older names still
    // work): pages may load images from it. By default they load none.
    mapTileUrl: env.MAP_TILES_URL || env.VITE_MAP_TILE_URL || env.VITE_LAND_MAP_TILE_URL,
    // One API instance, or several separated by commas (the gateway balances them).
    apiOrigins: (env.API_ORIGIN || 'http://127.0.0.1:8090')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    mode,
    apps,
  };
}
