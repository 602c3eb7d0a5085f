import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeModulesPlugin } from '../route-modules-plugin.ts';

const APP = path.join(path.sep, 'repo', 'apps', 'rent');

async function transform(code: string, id: string) {
  // The hooks as Vite calls them, with only what they use of the build's context.
  const plugin = routeModulesPlugin() as unknown as {
    configResolved: (config: ResolvedConfig) => void;
    transform: (this: unknown, code: string, id: string) => Promise<{ code: string } | null>;
  };
  plugin.configResolved({ root: APP } as ResolvedConfig);
  const context = {
    resolve: async (specifier: string, importer: string) => ({
      id: path.resolve(path.dirname(importer), specifier),
    }),
  };
  return (await plugin.transform.call(context, code, id))?.code ?? null;
}

describe('routeModulesPlugin', () => {
  it('marks each lazily imported module of the app with its source file', async () => {
    const code = await transform(
      `export const routes = [{ lazy: () => import('../pages/list-page.tsx') }, { lazy: () => import("./detail.tsx") }];`,
      path.join(APP, 'src', 'app', 'routes.tsx'),
    );
    expect(code).toContain(
      `import('../pages/list-page.tsx').then((module) => ({ ...module, sourceModule: "src/pages/list-page.tsx" }))`,
    );
    expect(code).toContain(`sourceModule: "src/app/detail.tsx"`);
  });

  it('leaves packages and imports of packages alone', async () => {
    expect(
      await transform(
        `const l = () => import('./leaflet-map.tsx');`,
        '/repo/packages/map/src/map.tsx',
      ),
    ).toBeNull();
    expect(
      await transform(`const r = () => import('@591/push');`, path.join(APP, 'src', 'main.tsx')),
    ).toBeNull();
  });
});
