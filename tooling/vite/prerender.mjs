// Renders the app's `prerender` routes at build time with its server bundle: the page's HTML
// (kept in .prerendered/, which the gateway serves for a plain visit to that path) and
// {path}/_payload.js (its loader data, for in-app visits), and lists them in the build meta.
// Links are made for SITE_PROTOCOL/SITE_PORT (default https, default port). Loaders reach the
// API at PRERENDER_API_ORIGIN; without it a route marked `prerender: 'with-api'` is left to the
// render service, and any other page that fails to render is a warning.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const PAYLOAD_FILE = '_payload.js';
const PRERENDERED_DIR = '.prerendered';

export async function prerender(outDir, env = process.env) {
  const entry = await import(pathToFileURL(path.resolve(outDir, '.server/entry-server.js')).href);
  if (!entry.setUpPrerenderer) return [];
  const protocol = env.SITE_PROTOCOL?.replace(/:$/, '') === 'http' ? 'http:' : 'https:';
  const port = env.SITE_PORT ?? '';
  const apiOrigin = env.PRERENDER_API_ORIGIN;
  const prerenderer = entry.setUpPrerenderer({
    location: { protocol, port },
    apiOrigins: apiOrigin ? { api: apiOrigin } : {},
  });
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const domain = env.SITE_DOMAIN || '591.localhost';
  await rm(path.join(outDir, PRERENDERED_DIR), { recursive: true, force: true });

  const written = [];
  for (const { path: pagePath, needsApi } of prerenderer.paths) {
    if (needsApi && !apiOrigin) {
      console.log(`prerender: ${pagePath} is rendered per request (PRERENDER_API_ORIGIN not set)`);
      continue;
    }
    const url = `${protocol}//${prerenderer.host}.${domain}${port ? `:${port}` : ''}${pagePath}`;
    const page = await prerenderer.prerender(url, template).catch((error) => {
      console.warn(`prerender: ${pagePath} skipped (${error.message})`);
      return null;
    });
    if (!page) continue;
    const htmlFile = path.join(outDir, PRERENDERED_DIR, pagePath, 'index.html');
    const payloadFile = path.join(outDir, pagePath, PAYLOAD_FILE);
    await mkdir(path.dirname(htmlFile), { recursive: true });
    await mkdir(path.dirname(payloadFile), { recursive: true });
    await writeFile(htmlFile, page.html);
    await writeFile(payloadFile, page.payload);
    written.push(pagePath);
  }
  await listInBuildMeta(outDir, written);
  return written;
}

async function listInBuildMeta(outDir, prerendered) {
  const { id } = JSON.parse(await readFile(path.join(outDir, 'builds/latest.json'), 'utf8'));
  const metaFile = path.join(outDir, 'builds/meta', `${id}.json`);
  const meta = JSON.parse(await readFile(metaFile, 'utf8'));
  await writeFile(metaFile, JSON.stringify({ ...meta, prerendered }));
}
