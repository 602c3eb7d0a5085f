import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildVariant } from '@591/mf';
import type { Plugin } from 'vite';
import { bundleClassicScript } from './classic-script.ts';

/**
 * Every app serves the push service worker at /firebase-messaging-sw.js (and its icons under
 * /push/), since a worker must come from the origin it serves. The source lives in
 * @591/push; it is bundled into one classic script, because module workers are not
 * supported everywhere web push is. The site's domain reaches it in the registration URL.
 */
export const PUSH_WORKER_FILE = 'firebase-messaging-sw.js';

const PUSH_PACKAGE = fileURLToPath(new URL('../../packages/push/', import.meta.url));
const WORKER_ENTRY = path.join(PUSH_PACKAGE, 'src/service-worker/worker.ts');
const STATIC_DIR = path.join(PUSH_PACKAGE, 'public');

export function bundlePushWorker(): Promise<string> {
  return bundleClassicScript(WORKER_ENTRY);
}

/** The worker's static files by URL path, e.g. /push/default-icon.png. */
function staticFiles(): Map<string, string> {
  const files = readdirSync(STATIC_DIR, { recursive: true, withFileTypes: true });
  return new Map(
    files
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [`/${path.relative(STATIC_DIR, file).split(path.sep).join('/')}`, file];
      }),
  );
}

export function pushWorkerPlugin({ variant }: { variant: BuildVariant }): Plugin {
  return {
    name: '591-push-worker',
    async generateBundle() {
      if (variant !== 'page') return;
      this.emitFile({
        type: 'asset',
        fileName: PUSH_WORKER_FILE,
        source: await bundlePushWorker(),
      });
      for (const [urlPath, file] of staticFiles()) {
        this.emitFile({ type: 'asset', fileName: urlPath.slice(1), source: readFileSync(file) });
      }
    },
    configureServer(server) {
      const files = staticFiles();
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://dev').pathname;
        if (pathname === `/${PUSH_WORKER_FILE}`) {
          // Rebuilt on every request, so an edit to the worker shows on the next registration.
          bundlePushWorker().then((code) => {
            res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(code);
          }, next);
          return;
        }
        const file = files.get(pathname);
        if (!file) return next();
        res.setHeader('Content-Type', 'image/png');
        res.end(readFileSync(file));
      });
    },
  };
}
