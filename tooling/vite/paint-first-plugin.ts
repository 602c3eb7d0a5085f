import { ROUTE_CHUNKS_ELEMENT_ID } from '@591/config';
import type { BuildVariant } from '@591/mf';
import type { Plugin } from 'vite';

/**
 * Pages arrive rendered by the server and read, link and search before any script runs, so
 * their code is asked for once the page has been painted: on a slow network or phone the
 * page shows first, and its scripts no longer compete with it for the line or the main
 * thread. The build's entry script and module preloads leave the head for a small inline
 * loader at the end of the body, which adds the preloads and imports the entry after the
 * first frame (at once in a tab that is not shown, where no frame comes). A server render
 * names its matched routes' chunks before it (ROUTE_CHUNKS_ELEMENT_ID), which are preloaded
 * with the entry's own instead of once the entry has run.
 */
export function paintFirstPlugin({ variant }: { variant: BuildVariant }): Plugin {
  return {
    name: '591-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename }) {
        if (variant !== 'page' || !filename.endsWith('index.html')) return html;
        return loadAfterFirstPaint(html);
      },
    },
  };
}

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The page with its entry and preloads moved into the loader; unchanged if it has none. */
export function loadAfterFirstPaint(html: string): string {
  const entry = html.match(ENTRY)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  const rest = html.replace(ENTRY, '').replace(PRELOAD, '');
  const loader = `<script>${LOADER}(${JSON.stringify(entry)},${JSON.stringify(preloads)})</script>`;
  return rest.replace('</body>', `  ${loader}\n  </body>`);
}

/** The loader, as it runs in every browser the site supports (plain ES2015, no modules). */
const LOADER = `(function(entry,preloads){var routes=document.getElementById(${JSON.stringify(ROUTE_CHUNKS_ELEMENT_ID)});if(routes)try{preloads=preloads.concat(JSON.parse(routes.textContent))}catch(error){}function load(){preloads.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.appendChild(link)});import(entry).catch(function(error){console.error("[start] the page's code could not load",error)})}if(document.visibilityState==="hidden")load();else requestAnimationFrame(function(){setTimeout(load,0)})})`;
