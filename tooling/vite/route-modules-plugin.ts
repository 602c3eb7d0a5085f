import path from 'node:path';
import type { Plugin } from 'vite';

/** A dynamic import of one of the app's own modules, by a relative path. */
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g;

/**
 * For the server bundle: every module the app's code imports lazily (its route modules) says
 * which source file it is, as `sourceModule` on what the import gives, which react-router puts
 * on the route. A render then knows the matched routes' source files, and from the client
 * build's manifest their chunks, which the page preloads with its entry (@591/app-runtime's
 * route-chunks). The bundle has no chunks of its own: nothing else tells it.
 */
export function routeModulesPlugin(): Plugin {
  let appRoot = '';
  let sourceDir = '';
  return {
    name: '591-route-modules',
    apply: 'build',
    configResolved(config) {
      appRoot = config.root;
      sourceDir = `${path.join(appRoot, 'src')}${path.sep}`;
    },
    async transform(code, id) {
      if (!id.startsWith(sourceDir) || !code.includes('import(')) return null;
      const found = [...code.matchAll(DYNAMIC_IMPORT)];
      if (found.length === 0) return null;
      const sources = await Promise.all(
        found.map(async ([, , specifier]) => {
          const resolved = await this.resolve(specifier!, id);
          return resolved ? path.relative(appRoot, resolved.id).split(path.sep).join('/') : null;
        }),
      );
      let index = 0;
      const marked = code.replace(DYNAMIC_IMPORT, (call) => {
        const source = sources[index++];
        return source
          ? `${call}.then((module) => ({ ...module, sourceModule: ${JSON.stringify(source)} }))`
          : call;
      });
      return { code: marked, map: null };
    },
  };
}
