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

describe('the loader', () => {
  /** Runs the page's inline loader against a document that names `routeChunks`, if any. */
  async function preloadsOf(routeChunks: string | null): Promise<string[]> {
    const script = /<script>(.*)<\/script>/.exec(loadAfterFirstPaint(BUILT))![1]!;
    const added: string[] = [];
    const document = {
      visibilityState: 'hidden',
      getElementById: (id: string) =>
        id === 'route-chunks' && routeChunks !== null ? { textContent: routeChunks } : null,
      createElement: () => ({}),
      head: { appendChild: (link: { href: string }) => added.push(link.href) },
    };
    const failedImport = new Promise<void>((resolve) => {
      const console = { error: () => resolve() };
      new Function('document', 'console', script)(document, console);
    });
    // The entry itself is not there to import here: the loader reports it and stops.
    await failedImport;
    return added;
  }

  it('preloads the entry’s modules', async () => {
    expect(await preloadsOf(null)).toEqual(['/assets/react-B2.js', '/assets/client-C3.js']);
  });

  it('preloads the routes’ chunks a server render names with them', async () => {
    expect(await preloadsOf('["/assets/list-page-D4.js"]')).toEqual([
      '/assets/react-B2.js',
      '/assets/client-C3.js',
      '/assets/list-page-D4.js',
    ]);
  });

  it('starts the page all the same when the names cannot be read', async () => {
    expect(await preloadsOf('not json')).toEqual(['/assets/react-B2.js', '/assets/client-C3.js']);
  });
});
