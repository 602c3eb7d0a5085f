import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, createServer, type InlineConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type BuildMetaOptions,
  buildMetaPlugin,
  DEV_BUILD_ID,
  decideBuildId,
  toRouteRuleMatcher,
} from '../build-meta-plugin.ts';

const STARTED = Date.UTC(2026, 0, 2, 3, 4, 5);

describe('toRouteRuleMatcher', () => {
  it('files exact paths as static and /prefix/** by its prefix', () => {
    expect(
      toRouteRuleMatcher({
        '/list': { keepAlive: true },
        '/rent/**': { cache: 600 },
        '/**': { ssr: true },
      }),
    ).toEqual({
      static: { '/list': { keepAlive: true } },
      wildcard: { '/rent': { cache: 600 }, '/': { ssr: true } },
    });
  });

  it('drops a trailing slash from an exact path', () => {
    expect(toRouteRuleMatcher({ '/list/': { a: 1 }, '/': { b: 2 } }).static).toEqual({
      '/list': { a: 1 },
      '/': { b: 2 },
    });
  });

  it('is empty without rules', () => {
    expect(toRouteRuleMatcher({})).toEqual({ static: {}, wildcard: {} });
  });

  it.each(['/rent/:id', '/rent/*', '/a/**/b', 'list'])('refuses the pattern %s', (pattern) => {
    expect(() => toRouteRuleMatcher({ [pattern]: {} })).toThrow(pattern);
  });
});

describe('decideBuildId', () => {
  it('is dev on the dev server, whatever the environment says', () => {
    expect(decideBuildId('dev', 'r42', STARTED, '/nowhere')).toBe(DEV_BUILD_ID);
  });

  it('takes BUILD_ID from the environment', () => {
    expect(decideBuildId('page', '2026.01.02-r42', STARTED, '/nowhere')).toBe('2026.01.02-r42');
  });

  it('refuses a BUILD_ID that cannot name a file', () => {
    expect(() => decideBuildId('page', '../etc', STARTED, '/nowhere')).toThrow('BUILD_ID');
  });

  it('derives a short id from the build time otherwise', () => {
    expect(decideBuildId('page', undefined, STARTED, '/nowhere')).toBe(STARTED.toString(36));
    expect(decideBuildId('page', '', STARTED, '/nowhere')).toMatch(/^[a-z0-9]{8}$/);
  });

  it('falls back to the build time for a remote build without a page build before it', () => {
    expect(decideBuildId('remote', undefined, STARTED, '/nowhere')).toBe(STARTED.toString(36));
  });
});

describe('buildMetaPlugin in real builds', () => {
  let root: string;
  const outDir = () => path.join(root, 'dist');
  const readJson = async (file: string) =>
    JSON.parse(await readFile(path.join(outDir(), file), 'utf8'));
  const builtCode = async () => {
    const assets = await readdir(path.join(outDir(), 'assets'));
    const code = await Promise.all(
      assets
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFile(path.join(outDir(), 'assets', file), 'utf8')),
    );
    return code.join('\n');
  };
  const viteBuild = (options: BuildMetaOptions, extra: InlineConfig = {}) =>
    build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [buildMetaPlugin({ now: () => STARTED, env: {}, ...options })],
      ...extra,
    });

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'build-meta-'));
    await writeFile(
      path.join(root, 'index.html'),
      '<!doctype html><script type="module" src="/main.js"></script>',
    );
    await writeFile(
      path.join(root, 'main.js'),
      'console.log("id:" + import.meta.env.BUILD_ID, "optional:" + import.meta.env?.BUILD_ID);\n',
    );
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('publishes latest.json and the meta of the page build, and stamps its code', async () => {
    await viteBuild({
      variant: 'page',
      env: { BUILD_ID: 'r42' },
      routeRules: { '/list': { keepAlive: true } },
    });
    expect(await readJson('builds/latest.json')).toEqual({ id: 'r42', timestamp: STARTED });
    expect(await readJson('builds/meta/r42.json')).toEqual({
      id: 'r42',
      timestamp: STARTED,
      matcher: { static: { '/list': { keepAlive: true } }, wildcard: {} },
      prerendered: [],
    });
    const code = await builtCode();
    expect(code).toContain('id:r42');
    expect(code).toContain('optional:r42');
  });

  it('passes the prerendered paths through', async () => {
    await viteBuild({ variant: 'page', prerendered: ['/', '/list'] });
    const { id } = await readJson('builds/latest.json');
    expect((await readJson(`builds/meta/${id}.json`)).prerendered).toEqual(['/', '/list']);
  });

  it("gives the remote build the page build's id and publishes nothing more", async () => {
    await viteBuild({ variant: 'page', now: () => STARTED });
    await viteBuild(
      { variant: 'remote', now: () => STARTED + 60_000 },
      { build: { emptyOutDir: false, rollupOptions: { input: path.join(root, 'main.js') } } },
    );
    const pageId = STARTED.toString(36);
    expect(await readJson('builds/latest.json')).toEqual({ id: pageId, timestamp: STARTED });
    expect(await readdir(path.join(outDir(), 'builds/meta'))).toEqual([`${pageId}.json`]);
    const code = await builtCode();
    expect(code).toContain(`id:${pageId}`);
    expect(code).not.toContain((STARTED + 60_000).toString(36));
  });

  it('stamps dev-server code with the dev id', async () => {
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      server: { middlewareMode: true, ws: false },
      plugins: [buildMetaPlugin({ variant: 'dev', env: { BUILD_ID: 'r42' } })],
    });
    try {
      const result = await server.transformRequest('/main.js');
      expect(result?.code).toContain(`"BUILD_ID": "${DEV_BUILD_ID}"`);
    } finally {
      await server.close();
    }
  });
});
