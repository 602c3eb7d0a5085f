import { describe, expect, it } from 'vitest';
import { loadAfterFirstPaint } from '../paint-first-plugin.ts';

const BUILT = `<!doctype html>
<html lang="zh-Hant-TW">
  <head>
    <title>591租屋網</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/client-C3.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('loadAfterFirstPaint', () => {
  const page = loadAfterFirstPaint(BUILT);

  it('takes the entry script and the module preloads out of the head', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<title>591租屋網</title>');
  });

  it('loads them from one inline script after the root, once a frame has been painted', () => {
    const body = page.slice(page.indexOf('<div id="root"></div>'));
    expect(body).toMatch(
      /<script>\(function\(entry,preloads\)\{.*requestAnimationFrame.*\}\)\("\/assets\/index-A1\.js",\["\/assets\/react-B2\.js","\/assets\/client-C3\.js"\]\)<\/script>\n {2}<\/body>/,
    );
    expect(page.match(/<script/g)).toHaveLength(1);
  });

  it('leaves a page without an entry script as it is', () => {
    const hub = '<html><head></head><body><script>hub()</script></body></html>';
    expect(loadAfterFirstPaint(hub)).toBe(hub);
  });
});
