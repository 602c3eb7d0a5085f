import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_DEV_PORTS, type AppName } from '@591/mf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEnv } from '../config/env.ts';

const APPS: AppName[] = [
  'shell',
  'sale',
  'rent',
  'land',
  'business',
  'user',
  'help',
  'market',
  'mortgage',
  'upscale',
  'news',
  'newhouse',
];
const APPS_DIR = fileURLToPath(new URL('../../../', import.meta.url));

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('readEnv defaults', () => {
  const env = readEnv({});

  it('serves 591.localhost on 127.0.0.1:8080 with the API on port 8090', () => {
    expect(env).toMatchObject({
      domain: '591.localhost',
      port: 8080,
      host: '127.0.0.1',
      apiOrigins: ['http://127.0.0.1:8090'],
      mode: 'build',
    });
  });

  it('serves each app from its own dist folder in the repository', () => {
    expect(Object.keys(env.apps).sort()).toEqual([...APPS].sort());
    for (const app of APPS)
      expect(env.apps[app]).toEqual({ dist: path.join(APPS_DIR, app, 'dist') });
  });

  it('treats empty values as unset', () => {
    expect(readEnv({ PORT: '', HOST: '', API_ORIGIN: '', SITE_DOMAIN: '' })).toMatchObject({
      domain: '591.localhost',
      port: 8080,
      host: '127.0.0.1',
      apiOrigins: ['http://127.0.0.1:8090'],
    });
  });
});

describe('readEnv settings', () => {
  it('takes the domain, port, host and API origin it is given', () => {
    expect(
      readEnv({
        SITE_DOMAIN: '591.COM.TW',
        PORT: '3000',
        HOST: '0.0.0.0',
        API_ORIGIN: 'http://10.0.0.5:9000',
      }),
    ).toMatchObject({
      domain: '591.com.tw',
      port: 3000,
      host: '0.0.0.0',
      apiOrigins: ['http://10.0.0.5:9000'],
    });
  });

  it('takes several API instances, separated by commas', () => {
    expect(
      readEnv({ API_ORIGIN: 'http://127.0.0.1:18091, http://127.0.0.1:18092' }).apiOrigins,
    ).toEqual(['http://127.0.0.1:18091', 'http://127.0.0.1:18092']);
  });

  it('reads the maps’ tile server by its name, or by the land map’s older one', () => {
    const url = 'https://tiles.example/{z}/{x}/{y}.png';
    expect(readEnv({ VITE_MAP_TILE_URL: url }).mapTileUrl).toBe(url);
    expect(readEnv({ VITE_LAND_MAP_TILE_URL: url }).mapTileUrl).toBe(url);
    expect(readEnv({ VITE_MAP_TILE_URL: 'none', VITE_LAND_MAP_TILE_URL: url }).mapTileUrl).toBe(
      'none',
    );
  });

  it('accepts the lowest and highest ports', () => {
    expect(readEnv({ PORT: '1' }).port).toBe(1);
    expect(readEnv({ PORT: '65535' }).port).toBe(65535);
  });

  it.each(['0', '65536', '-1', '80.5', 'abc', '8080abc'])('rejects PORT=%s', (value) => {
    expect(() => readEnv({ PORT: value })).toThrow(
      `PORT must be a whole number from 1 to 65535, got "${value}"`,
    );
  });

  it('rejects a SITE_DOMAIN that is not a host name', () => {
    expect(() => readEnv({ SITE_DOMAIN: 'http://591.com.tw' })).toThrow(
      /SITE_DOMAIN must be a host name/,
    );
  });

  it('reads <APP>_DIST from the environment it is given', () => {
    const env = readEnv({ RENT_DIST: '/srv/releases/rent', SALE_DIST: 'builds/sale' });
    expect(env.apps.rent).toEqual({ dist: '/srv/releases/rent' });
    expect(env.apps.sale).toEqual({ dist: path.resolve('builds/sale') });
    expect(env.apps.shell).toEqual({ dist: path.join(APPS_DIR, 'shell', 'dist') });
  });

  it('reads <APP>_DIST from the process environment by default', () => {
    vi.stubEnv('BUSINESS_DIST', '/srv/releases/business');
    expect(readEnv().apps.business).toEqual({ dist: '/srv/releases/business' });
  });
});

describe('readEnv in dev mode', () => {
  it("points every app at its Vite dev server's origin", () => {
    const env = readEnv({ GATEWAY_MODE: 'dev' });
    expect(env.mode).toBe('dev');
    for (const app of APPS) {
      expect(env.apps[app]).toEqual({ devOrigin: `http://127.0.0.1:${APP_DEV_PORTS[app]}` });
    }
  });

  it('gives each app a port of its own', () => {
    const origins = Object.values(readEnv({ GATEWAY_MODE: 'dev' }).apps).map((source) =>
      'devOrigin' in source ? source.devOrigin : '',
    );
    expect(new Set(origins).size).toBe(APPS.length);
  });

  it('ignores <APP>_DIST while in dev mode', () => {
    const env = readEnv({ GATEWAY_MODE: 'dev', RENT_DIST: '/srv/releases/rent' });
    expect(env.apps.rent).toEqual({ devOrigin: `http://127.0.0.1:${APP_DEV_PORTS.rent}` });
  });

  it('builds for any other mode value', () => {
    expect(readEnv({ GATEWAY_MODE: 'production' }).mode).toBe('build');
  });
});
