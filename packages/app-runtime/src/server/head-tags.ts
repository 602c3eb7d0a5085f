import { originOf } from '@591/config';
import type { PageHead } from '@591/router';
import { escapeForScript } from './hydration-data.ts';

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/**
 * The element the server writes right after the page's markup: the browser holds the first
 * render until it is parsed, so a visitor never sees the page laid out from part of its HTML.
 */
export const PAGE_END_ID = 'page-end';
export const PAGE_END_MARKER = `<div id="${PAGE_END_ID}" hidden></div>`;

/**
 * The template's head with the page's own tags: its title and description in place of the
 * app's defaults, the canonical URL and Open Graph tags, its lead photo's preload and JSON-LD
 * when the page has them.
 */
export function withPageHead(templateHead: string, head: PageHead | undefined, canonical: string) {
  let html = templateHead;
  const title = head?.title ?? /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const description =
    head?.description ?? /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  if (head) {
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
    if (head.description) {
      html = html.replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeHtml(head.description)}" />`,
      );
    }
  }
  const tags = [
    // The page is streamed: painted half-parsed, a line could wrap again as its end arrives.
    `<link rel="expect" href="#${PAGE_END_ID}" blocking="render" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    // Every page asks the API who is logged in as it starts, and its photos come from there:
    // the connection is opened while the page's code loads, not once it asks.
    `<link rel="preconnect" href="${escapeHtml(originOf('api'))}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="591房屋交易網" />`,
    `<meta property="og:locale" content="zh_TW" />`,
    `<meta property="og:title" content="${escapeHtml(head?.title ?? title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
  ];
  if (head?.leadImage) {
    const { src, srcSet, sizes, type } = head.leadImage;
    tags.push(
      `<meta property="og:image" content="${escapeHtml(src)}" />`,
      `<link rel="preload" as="image" type="${escapeHtml(type)}" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
    );
  }
  if (head?.structuredData) {
    tags.push(
      `<script type="application/ld+json">${escapeForScript(JSON.stringify(head.structuredData))}</script>`,
    );
  }
  return html.replace('</head>', `${tags.join('\n    ')}\n  </head>`);
}
