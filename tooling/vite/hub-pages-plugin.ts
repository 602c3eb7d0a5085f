import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildVariant } from '@591/mf';
import type { Plugin } from 'vite';
import { bundleClassicScript } from './classic-script.ts';

/** A page other subdomains open in a hidden frame: one script, no app around it. */
export interface HubPage {
  /** The URL path, e.g. /hub/one-id; emitted as {path}/index.html. */
  path: string;
  /** The script's entry file. */
  entry: string;
  title: string;
}

/**
 * Every page of the site opens the hub pages in hidden frames, so each must cost a few
 * kilobytes, not a second copy of the shell: one HTML file with its script inline.
 */
export function hubPageHtml(page: HubPage, script: string): string {
  // A script body ends at the first "</script", wherever it is.
  const safe = script.replaceAll('</script', '<\\/script');
  return [
    '<!doctype html>',
    '<html lang="zh-Hant-TW">',
    '<head><meta charset="utf-8"><meta name="robots" content="noindex">',
    `<title>${page.title}</title></head>`,
    `<body><script>${safe}</script></body>`,
    '</html>',
    '',
  ].join('\n');
}

export function hubPagesPlugin({
  variant,
  pages,
}: {
  variant: BuildVariant;
  pages: readonly HubPage[];
}): Plugin {
  let env: Record<string, string | undefined> = {};
  let outDir = '';
  const render = async (page: HubPage) =>
    hubPageHtml(page, await bundleClassicScript(page.entry, env));
  return {
    name: '591-hub-pages',
    configResolved(config) {
      env = config.env;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Written after the bundle, not emitted into it: other plugins (federation's among them)
    // would add the app's scripts to every HTML file in the bundle.
    async closeBundle() {
      if (variant !== 'page') return;
      for (const page of pages) {
        const file = path.join(outDir, page.path, 'index.html');
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, await render(page));
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://dev').pathname.replace(/\/+$/, '');
        const page = pages.find((candidate) => candidate.path === pathname);
        if (!page) return next();
        // Rebuilt on every request, so an edit shows on the next load.
        render(page).then((html) => {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(html);
        }, next);
      });
    },
  };
}
